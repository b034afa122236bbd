-- Podcast feeds (RSS 2.0 with the iTunes namespace) of a playlist, or of the whole library when
-- playlist_id is null. The feed's id is its public address (/api/v4/public/feeds/<id>/rss.xml),
-- so nothing secret is kept here. Deleting the playlist deletes its feeds: a feed of nothing
-- would silently turn into nothing at all for its subscribers.
CREATE TABLE feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  author text NOT NULL DEFAULT '' CHECK (char_length(author) <= 128),
  language text NOT NULL DEFAULT 'en' CHECK (char_length(language) <= 35),
  category text NOT NULL DEFAULT 'Society & Culture',
  explicit boolean NOT NULL DEFAULT false,
  image_url text CHECK (char_length(image_url) <= 2048),
  playlist_id uuid REFERENCES playlists(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX feeds_organisation_name_key ON feeds (organisation_id, lower(name));
CREATE INDEX feeds_organisation_created_idx ON feeds (organisation_id, created_at, id);
CREATE INDEX feeds_playlist_idx ON feeds (playlist_id);

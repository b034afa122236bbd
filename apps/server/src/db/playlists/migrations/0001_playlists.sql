-- Playlists (spec section 3, "Playlist"; section 4, "playlist full"): ordered lists of library
-- videos. The CHECKs hold what one row can; the API checks first, with the spec's messages.
CREATE TABLE playlists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  -- A full rolling playlist drops its oldest video; a full non-rolling one refuses new ones.
  rolling boolean NOT NULL DEFAULT false,
  -- Where new videos go.
  sort text NOT NULL DEFAULT 'start' CHECK (sort IN ('start', 'end')),
  max_video_count integer NOT NULL DEFAULT 100 CHECK (max_video_count BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Names are unique in an organisation whatever their case (409, "name exists"); the index also
-- serves the name sorts.
CREATE UNIQUE INDEX playlists_organisation_name_key ON playlists (organisation_id, lower(name));
CREATE INDEX playlists_organisation_created_idx ON playlists (organisation_id, created_at, id);

-- A video's place in a playlist. A video is in a playlist once (409, "duplicate media"); deleting
-- the playlist or the video removes the row, never the other side. Positions run 0..n-1 and are
-- renumbered by every change, inside its transaction.
CREATE TABLE playlist_items (
  playlist_id uuid NOT NULL REFERENCES playlists(id) ON DELETE CASCADE,
  media_id uuid NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  -- When it was added: a full rolling playlist drops the earliest added.
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (playlist_id, media_id)
);

CREATE INDEX playlist_items_playlist_position_idx ON playlist_items (playlist_id, position);
CREATE INDEX playlist_items_media_idx ON playlist_items (media_id);

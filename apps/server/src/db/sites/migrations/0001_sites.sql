-- Public video sites (spec sections 3 and 5): a page of its own at /{slug} that plays a live web
-- channel when it is live and the site's playlists otherwise. The slug names the page for every
-- organisation, so it is unique across all of them (compared without case, as URLs are read), and
-- never changes after creation (the API refuses a changed slug; nothing here updates it).
CREATE TABLE sites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  slug text NOT NULL CHECK (slug ~ '^[A-Za-z0-9_-]{1,63}$'),
  description text CHECK (char_length(description) <= 5000),
  theme_mode text NOT NULL DEFAULT 'system' CHECK (theme_mode IN ('light', 'dark', 'system')),
  analytics_measurement_id text CHECK (analytics_measurement_id ~ '^G-[A-Z0-9]{10}$'),
  -- Removing the web channel leaves the site with its playlists only (spec section 5).
  live_web_channel_id uuid REFERENCES web_channels(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX sites_slug_key ON sites (lower(slug));
CREATE INDEX sites_organisation ON sites (organisation_id);

-- The playlists a site shows, in order. Keyed by the playlist's uuid only: the playlists area
-- is built elsewhere, and the API checks that each id is one of the organisation's playlists.
CREATE TABLE site_playlists (
  site_id uuid NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  playlist_id uuid NOT NULL,
  position smallint NOT NULL CHECK (position >= 0),
  PRIMARY KEY (site_id, playlist_id),
  UNIQUE (site_id, position)
);

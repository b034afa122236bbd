-- Viewers' player beacons (issue 19): a session's start and its heartbeats, every 30 seconds
-- while playing. Analytics (statistics, locations, export) are computed from these rows. The
-- organisation and the source are the server's: looked up from the media item or the web
-- channel embed the beacon names, never taken from the viewer. Media and channels may be removed
-- later while their viewing history stays, so no foreign keys to them (nor could this area have
-- them: it is migrated before media and settings).
CREATE TABLE player_beacons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('contentLibrary', 'webevents')),
  media_id uuid,
  web_channel_id uuid,
  session_id text NOT NULL CHECK (char_length(session_id) BETWEEN 1 AND 64),
  client_id text NOT NULL CHECK (char_length(client_id) BETWEEN 1 AND 64),
  kind text NOT NULL CHECK (kind IN ('start', 'heartbeat')),
  playback_type text NOT NULL CHECK (playback_type IN ('ON_DEMAND', 'ON_DEMAND_UNPUBLISHED', 'REAL_TIME')),
  position_seconds double precision NOT NULL CHECK (position_seconds >= 0),
  -- Seconds watched since the session's previous beacon (0 for the start), capped by the server.
  watched_seconds double precision NOT NULL CHECK (watched_seconds >= 0),
  device_class text NOT NULL CHECK (device_class IN ('desktop', 'mobile', 'tablet', 'gameConsole', 'tv', 'setTopBox', 'other')),
  device_brand text,
  os_class text,
  os_name_version text,
  user_agent text CHECK (char_length(user_agent) <= 512),
  ip_address text,
  occurred_at timestamptz NOT NULL,
  CHECK ((source = 'contentLibrary') = (media_id IS NOT NULL)),
  CHECK ((source = 'webevents') = (web_channel_id IS NOT NULL))
);

CREATE INDEX player_beacons_organisation_time ON player_beacons (organisation_id, source, occurred_at);
CREATE INDEX player_beacons_session ON player_beacons (organisation_id, session_id, occurred_at);

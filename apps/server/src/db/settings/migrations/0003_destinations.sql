-- Where a stream goes besides the web channel (spec section 3): custom RTMP destinations, QRclick
-- overlays shown by the player, and destination groups that bundle them for scheduling. The CHECKs
-- hold what one row can; the API checks first, with the spec's messages.

-- The stream key is a secret: the API never answers it, only its last four characters.
CREATE TABLE rtmp_destinations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  stream_url text NOT NULL CHECK (char_length(stream_url) <= 10000 AND stream_url ~* '^rtmps?://'),
  stream_key text NOT NULL
    CHECK (char_length(stream_key) BETWEEN 1 AND 10000 AND stream_key ~ '^[A-Za-z0-9_-]+$'),
  view_url text CHECK (char_length(view_url) <= 2048 AND view_url ~* '^https?://'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX rtmp_destinations_organisation_idx ON rtmp_destinations (organisation_id);

-- A URL is unique in its organisation ("Duplicate QRclick URL"); in-player overlays show it whole,
-- so theirs is bounded at 213 characters.
CREATE TABLE qr_click_overlays (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  url text NOT NULL CHECK (char_length(url) <= 2048 AND url ~* '^https?://'),
  custom_label text CHECK (char_length(custom_label) <= 50),
  opening_behaviour text NOT NULL CHECK (opening_behaviour IN ('auto_open', 'click_to_open')),
  type text NOT NULL CHECK (type IN ('in_player_overlay', 'external_link')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'in_player_overlay' OR char_length(url) <= 213)
);

CREATE UNIQUE INDEX qr_click_overlays_organisation_url_key ON qr_click_overlays (organisation_id, url);

-- A group names at most one web channel and one encoder channel; removing either leaves the group
-- without it (SET NULL), in the statement that removes the channel.
CREATE TABLE destination_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  enabled boolean NOT NULL DEFAULT true,
  software_encoder_enabled boolean NOT NULL DEFAULT false,
  web_channel_id uuid REFERENCES web_channels(id) ON DELETE SET NULL,
  encoder_channel_id uuid REFERENCES encoder_channels(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX destination_groups_organisation_name_key
  ON destination_groups (organisation_id, lower(name));
CREATE INDEX destination_groups_web_channel_idx ON destination_groups (web_channel_id);
CREATE INDEX destination_groups_encoder_channel_idx ON destination_groups (encoder_channel_id);

-- What a group crossposts to, one row each: a custom RTMP destination now, a social channel
-- (FACEBOOK, YOUTUBE) by its network's channel id until the social accounts area gives those
-- rows of their own. Removing an RTMP destination removes its rows (CASCADE); each destination or
-- channel is in a group at most once (the unique indexes: "no duplicate RTMP destination").
CREATE TABLE destination_group_crossposts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  destination_group_id uuid NOT NULL REFERENCES destination_groups(id) ON DELETE CASCADE,
  destination_type text NOT NULL CHECK (destination_type IN ('RTMP', 'FACEBOOK', 'YOUTUBE')),
  rtmp_destination_id uuid REFERENCES rtmp_destinations(id) ON DELETE CASCADE,
  social_channel_id text CHECK (char_length(social_channel_id) BETWEEN 1 AND 100),
  position integer NOT NULL,
  CHECK ((destination_type = 'RTMP') = (rtmp_destination_id IS NOT NULL)),
  CHECK ((destination_type = 'RTMP') = (social_channel_id IS NULL))
);

CREATE UNIQUE INDEX destination_group_crossposts_rtmp_key
  ON destination_group_crossposts (destination_group_id, rtmp_destination_id)
  WHERE rtmp_destination_id IS NOT NULL;
CREATE UNIQUE INDEX destination_group_crossposts_social_key
  ON destination_group_crossposts (destination_group_id, destination_type, social_channel_id)
  WHERE social_channel_id IS NOT NULL;
CREATE INDEX destination_group_crossposts_rtmp_idx ON destination_group_crossposts (rtmp_destination_id);

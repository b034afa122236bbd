-- Encoder presets (encoder profiles) and venues (spec section 3). The CHECKs hold what one row can;
-- the API checks first, with the spec's messages (the bitrate ceiling per resolution and frame
-- rate, and the plan that 2160p needs, are the API's).
CREATE TABLE encoder_presets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  custom_name text CHECK (char_length(custom_name) <= 100),
  version smallint NOT NULL DEFAULT 1 CHECK (version IN (1, 2)),
  video_format text NOT NULL DEFAULT 'auto' CHECK (video_format IN ('auto', 'NTSC', 'PAL')),
  resolution text NOT NULL CHECK (resolution IN ('720p', '1080p', '2160p')),
  frame_rate smallint NOT NULL CHECK (frame_rate IN (24, 25, 30, 60)),
  bitrate_kbps integer NOT NULL CHECK (bitrate_kbps BETWEEN 1 AND 48000),
  -- Input audio channel numbers, 1 to 16, in the order the encoder maps them.
  audio_channels jsonb NOT NULL DEFAULT '[1, 2]'::jsonb
    CHECK (jsonb_typeof(audio_channels) = 'array' AND jsonb_array_length(audio_channels) BETWEEN 1 AND 16),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX encoder_presets_organisation_name_key
  ON encoder_presets (organisation_id, lower(name));

-- A venue is a login (a users row of type SITE: decoders sign in with it), so its username is
-- unique across every login by the users index; this row adds what makes it a venue. Deleting the
-- login deletes the venue and, through refresh_tokens, its decoders' sessions.
CREATE TABLE venues (
  id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  licence_type text NOT NULL CHECK (licence_type IN ('cloud', 'enterprise', 'non-prod', 'pro')),
  decoder_mode text NOT NULL DEFAULT 'Cloud' CHECK (decoder_mode IN ('Cloud', 'Lan')),
  -- What the venue's decoder last reported (merged into the venue by its login).
  status text NOT NULL DEFAULT 'offline' CHECK (status IN ('online', 'offline', 'playing')),
  average_bandwidth_kbps double precision CHECK (average_bandwidth_kbps >= 0),
  buffer_seconds double precision CHECK (buffer_seconds >= 0),
  free_memory_bytes bigint CHECK (free_memory_bytes >= 0),
  total_memory_bytes bigint CHECK (total_memory_bytes >= 0),
  player_version text,
  serial_number text CHECK (serial_number ~ '^D[0-9]{8}$'),
  stream_url text,
  last_report_at timestamptz,
  playhead_position text CHECK (playhead_position ~ '^[0-9]{2}:[0-5][0-9]:[0-5][0-9](\.[0-9]{3})?$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX venues_organisation_idx ON venues (organisation_id);

-- Which encoder channels a venue's decoders may play ("encoder channel access per venue").
CREATE TABLE venue_encoder_channels (
  venue_id uuid NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  encoder_channel_id uuid NOT NULL REFERENCES encoder_channels(id) ON DELETE CASCADE,
  PRIMARY KEY (venue_id, encoder_channel_id)
);

CREATE INDEX venue_encoder_channels_channel_idx ON venue_encoder_channels (encoder_channel_id);

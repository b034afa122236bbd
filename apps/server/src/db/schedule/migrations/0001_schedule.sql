-- The schedule area (issue 16, spec sections 3 and 4): events with their repeat settings, their
-- content destinations with stream offsets, the occurrences skipped (exception dates), the
-- scheduler's runs (one row per event and occurrence start: a restarted server neither misses nor
-- doubles an instance) and the event log. The CHECKs hold what one row can; the API checks first,
-- with the spec's messages, and checks overlaps, which need the other events.
CREATE TABLE scheduled_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  description text CHECK (char_length(description) <= 5000),
  thumbnail_url text,
  start_time timestamptz NOT NULL,
  timezone text NOT NULL CHECK (char_length(timezone) BETWEEN 1 AND 64),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 720),
  -- The contract's Recurrence object, null for a single event.
  recurrence jsonb,
  content_type text NOT NULL CHECK (content_type IN ('live_encoder', 'web_channel_replay', 'saved_video')),
  kind text NOT NULL CHECK (kind IN ('EXISTING_ENCODER_EVENT', 'EXISTING_MEDIA', 'LIVE', 'REPUBLISH', 'SIMLIVE')),
  -- An encoder of the encoder registry: by uuid, as live_events keep it.
  encoder_id uuid,
  encoder_channel_id uuid REFERENCES encoder_channels(id) ON DELETE SET NULL,
  encoder_preset_id uuid REFERENCES encoder_presets(id) ON DELETE SET NULL,
  automatic_settings boolean NOT NULL DEFAULT false,
  encoder_schedule_name text CHECK (char_length(encoder_schedule_name) <= 128),
  media_id uuid REFERENCES media_items(id) ON DELETE SET NULL,
  pre_event_buffer_minutes integer NOT NULL DEFAULT 30 CHECK (pre_event_buffer_minutes BETWEEN 0 AND 30),
  paused boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT true,
  -- The end of the last occurrence; null for a series that never ends. Lets the list filters and
  -- the overlap check skip finished series without expanding them.
  series_end timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scheduled_events_organisation_start_idx ON scheduled_events (organisation_id, start_time);
CREATE INDEX scheduled_events_organisation_end_idx ON scheduled_events (organisation_id, series_end);
CREATE INDEX scheduled_events_encoder_idx ON scheduled_events (encoder_id);

-- Removing a web channel or an RTMP destination removes it from the events (spec section 4).
CREATE TABLE scheduled_event_destinations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES scheduled_events(id) ON DELETE CASCADE,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('EMBED', 'FACEBOOK', 'RSP_SOURCE', 'RTMP', 'SAVEONLY', 'YOUTUBE', 'ENCODER')),
  status text NOT NULL DEFAULT 'idle',
  title text CHECK (char_length(title) <= 128),
  description text CHECK (char_length(description) <= 5000),
  web_channel_id uuid REFERENCES web_channels(id) ON DELETE CASCADE,
  rtmp_destination_id uuid REFERENCES rtmp_destinations(id) ON DELETE CASCADE,
  channel_id text CHECK (char_length(channel_id) <= 100),
  destination_id text CHECK (char_length(destination_id) <= 100),
  privacy text,
  publish_status text,
  scheduled_post_publish_date timestamptz,
  crosspost_target_ids jsonb NOT NULL DEFAULT '[]',
  start_offset_minutes integer NOT NULL DEFAULT 0 CHECK (start_offset_minutes BETWEEN -30 AND 720),
  end_offset_minutes integer NOT NULL DEFAULT 0 CHECK (end_offset_minutes BETWEEN -720 AND 720),
  web_preset_id uuid REFERENCES web_presets(id) ON DELETE SET NULL,
  auto_add_playlist_ids jsonb NOT NULL DEFAULT '[]',
  autosave_to_library boolean NOT NULL DEFAULT false,
  start_request_time timestamptz,
  media_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scheduled_event_destinations_event_idx ON scheduled_event_destinations (event_id, position);
CREATE INDEX scheduled_event_destinations_web_channel_idx ON scheduled_event_destinations (web_channel_id);
CREATE INDEX scheduled_event_destinations_rtmp_idx ON scheduled_event_destinations (rtmp_destination_id);

CREATE TABLE scheduled_event_exdates (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES scheduled_events(id) ON DELETE CASCADE,
  occurrence_start timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, occurrence_start)
);

-- One run per event and occurrence start, whoever claims it first.
CREATE TABLE scheduled_event_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES scheduled_events(id) ON DELETE CASCADE,
  occurrence_start timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('starting', 'running', 'finished', 'failed', 'skipped')),
  live_event_id uuid REFERENCES live_events(id) ON DELETE SET NULL,
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, occurrence_start)
);

CREATE INDEX scheduled_event_runs_state_idx ON scheduled_event_runs (state);

-- The event log (spec section 3): destination, content destination, user, subject, metadata,
-- timestamp, playlist. The subject is the event, a destination or an encoder.
CREATE TABLE event_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order, for entries written within one clock tick.
  sequence bigserial NOT NULL,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  subject_id uuid NOT NULL,
  destination text,
  content_destination_id uuid,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  playlist_id uuid,
  playlist_name text,
  occurred_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX event_logs_subject_idx ON event_logs (subject_id, occurred_at DESC);
CREATE INDEX event_logs_organisation_idx ON event_logs (organisation_id, occurred_at DESC);

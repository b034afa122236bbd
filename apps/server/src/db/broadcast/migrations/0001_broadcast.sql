-- The broadcast side of live (issue 14): encoder channels' stream keys, live events (Go Live),
-- the go-live requests that create them, their content destinations, and the recordings
-- (encoder videos). Encoders belong to the encoder registry: they are referred to by uuid only.

-- The stream key of an encoder channel: what an encoder publishes to the ingest with. Made on
-- first use; it is handed to encoders in their stream assignment, so it is kept as is.
CREATE TABLE encoder_channel_stream_keys (
  encoder_channel_id uuid PRIMARY KEY REFERENCES encoder_channels(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  stream_key text NOT NULL UNIQUE CHECK (stream_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A live event: one encoder streaming on one channel, from its start to its end.
CREATE TABLE live_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  encoder_id uuid NOT NULL,
  encoder_channel_id uuid REFERENCES encoder_channels(id) ON DELETE SET NULL,
  encoder_preset_id uuid,
  state text NOT NULL DEFAULT 'STARTING' CHECK (state IN (
    'IDLE', 'SET_UP', 'STARTING', 'STARTED', 'STOPPING', 'STOPPED', 'ABORTED', 'ERROR')),
  abort_cause text CHECK (abort_cause IN (
    'destinationStopped', 'encoderRanTooLong', 'badEncoderInput')),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 720),
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_organisation_idx ON live_events (organisation_id, created_at);
CREATE INDEX live_events_encoder_idx ON live_events (encoder_id);

-- A go-live request, polled by the studio until the event is live or the request failed.
CREATE TABLE go_live_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  event_id uuid REFERENCES live_events(id) ON DELETE SET NULL,
  state text NOT NULL CHECK (state IN (
    'ENCODER_START_WAIT', 'FAILED', 'NOT_EXIST', 'SCHEDULE_CREATE_WAIT', 'SCHEDULE_CREATED',
    'TIMED_OUT')),
  -- The error of a failed request, as the API's Error object.
  error jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Where an event's stream goes. Web channels (EMBED) and recording only (SAVEONLY) here; the
-- destinations slice adds social and RTMP ones.
CREATE TABLE content_destinations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES live_events(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN (
    'EMBED', 'FACEBOOK', 'RSP_SOURCE', 'RTMP', 'SAVEONLY', 'YOUTUBE', 'ENCODER')),
  web_channel_id uuid REFERENCES web_channels(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'idle' CHECK (status IN (
    'aborted', 'error', 'idle', 'started', 'starting', 'stopped', 'stopping', 'warning')),
  abort_cause text CHECK (abort_cause IN (
    'destinationStopped', 'encoderRanTooLong', 'badEncoderInput')),
  title text CHECK (char_length(title) <= 128),
  description text CHECK (char_length(description) <= 5000),
  start_request_time timestamptz,
  start_offset_minutes integer NOT NULL DEFAULT 0 CHECK (start_offset_minutes BETWEEN -30 AND 720),
  end_offset_minutes integer NOT NULL DEFAULT 0 CHECK (end_offset_minutes BETWEEN -720 AND 720),
  web_preset_id uuid,
  autosave_to_library boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_destinations_organisation_idx ON content_destinations (organisation_id);
CREATE INDEX content_destinations_event_idx ON content_destinations (event_id);
CREATE INDEX content_destinations_web_channel_idx ON content_destinations (web_channel_id);

-- The recording of a live event (an encoder video): the relay's HLS folder under the server's
-- data folder, relative to the live folder.
CREATE TABLE encoder_videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  event_id uuid REFERENCES live_events(id) ON DELETE SET NULL,
  encoder_channel_id uuid NOT NULL REFERENCES encoder_channels(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  start_time timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'STARTING' CHECK (state IN (
    'IDLE', 'SET_UP', 'STARTING', 'STARTED', 'STOPPING', 'STOPPED', 'ABORTED', 'ERROR')),
  duration_seconds double precision CHECK (duration_seconds >= 0),
  folder text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX encoder_videos_organisation_idx ON encoder_videos (organisation_id, start_time);

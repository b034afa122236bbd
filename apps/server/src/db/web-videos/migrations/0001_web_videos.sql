-- Web videos (sim-live, spec sections 3 to 5): a library video played out as a live stream on a
-- web channel. The cues are kept as asked (milliseconds); playout snaps them to keyframes.
CREATE TABLE web_videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128 AND name !~ '[<>]'),
  description text CHECK (char_length(description) <= 5000),
  media_id uuid NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  web_channel_id uuid NOT NULL REFERENCES web_channels(id) ON DELETE CASCADE,
  playout_behaviour text NOT NULL DEFAULT 'realtime'
    CHECK (playout_behaviour IN ('realtime', 'faster_immediate', 'faster_next_replay')),
  start_cue_ms integer NOT NULL CHECK (start_cue_ms >= 0),
  stop_cue_ms integer NOT NULL,
  rtmp_destination_ids uuid[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'scheduled', 'starting', 'started', 'stopping', 'stopped', 'aborted', 'error')),
  -- Why it ended in error (ffmpeg's last words are logged, never stored: they may hold a key).
  error_code text,
  -- The ingest key its publisher uses; it lives in the server only while the video plays.
  stream_key text NOT NULL UNIQUE,
  -- The relay's HLS folder, relative to the server's live folder.
  folder text NOT NULL UNIQUE,
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (stop_cue_ms > start_cue_ms)
);

CREATE INDEX web_videos_organisation_idx ON web_videos (organisation_id, created_at);
CREATE INDEX web_videos_web_channel_idx ON web_videos (web_channel_id, status);

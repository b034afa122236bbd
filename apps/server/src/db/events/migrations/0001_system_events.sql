-- State changes pushed to the studio over each organisation's server-sent events stream
-- (src/events/). The sequence is per organisation so that `Last-Event-ID` replays exactly what
-- a reconnecting stream missed; rows are trimmed by age.
CREATE TABLE system_event_sequences (
  organisation_id uuid PRIMARY KEY REFERENCES organisations(id) ON DELETE CASCADE,
  last_sequence bigint NOT NULL
);

CREATE TABLE system_events (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  sequence bigint NOT NULL,
  id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  subject_id uuid NOT NULL,
  state text,
  data jsonb NOT NULL DEFAULT '{}',
  occurred_at timestamptz NOT NULL,
  PRIMARY KEY (organisation_id, sequence)
);

CREATE INDEX system_events_occurred_at ON system_events (occurred_at);

-- Product analytics events the studio sends on user actions (spec section 7, telemetry service).
-- The organisation and user come from the sender's token; user and organisation names are kept
-- as sent, since they describe the event at the time it happened.
CREATE TABLE telemetry_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  user_name text NOT NULL,
  org_name text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX telemetry_events_organisation_time ON telemetry_events (organisation_id, occurred_at);

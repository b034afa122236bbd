-- System logs (issue 17): what the server records for staff - sign-ins, organisation switches,
-- removals, plan changes, encoder errors - each with the person who acted and the organisation it
-- happened in, so every action staff take inside a customer organisation is attributable.
CREATE TABLE system_logs (
  id uuid PRIMARY KEY,
  level text NOT NULL CHECK (level IN ('informational', 'warning')),
  message text NOT NULL CHECK (char_length(message) <= 2000),
  subject_type text CHECK (subject_type IN ('encoder', 'decoder', 'customer', 'user', 'event')),
  subject_id uuid,
  actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  organisation_id uuid REFERENCES organisations(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX system_logs_created_at_idx ON system_logs (created_at DESC);

-- The job queue: long work (media processing, relays, mail, maintenance) claimed by workers in the
-- server process or in separate worker processes on the same database (src/jobs/).
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  organisation_id uuid REFERENCES organisations(id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'completed', 'failed')),
  -- At most one pending job per key (a running one may have a successor waiting).
  unique_key text,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts >= 1),
  run_at timestamptz NOT NULL,
  -- The claim: who holds the job and until when; an expired lease makes the job claimable again.
  lease_token uuid,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- Claiming scans only the live jobs, oldest due first.
CREATE INDEX jobs_claimable ON jobs (run_at) WHERE state IN ('pending', 'running');
CREATE UNIQUE INDEX jobs_pending_unique_key ON jobs (unique_key) WHERE state = 'pending';
CREATE INDEX jobs_organisation ON jobs (organisation_id, created_at);

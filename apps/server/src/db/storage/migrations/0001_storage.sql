-- Per-organisation storage accounting (src/storage/): bytes stored now, and bytes served per UTC
-- day, which the bandwidth usage screens read.
CREATE TABLE storage_usage (
  organisation_id uuid PRIMARY KEY REFERENCES organisations(id) ON DELETE CASCADE,
  bytes_stored bigint NOT NULL DEFAULT 0 CHECK (bytes_stored >= 0),
  updated_at timestamptz NOT NULL
);

CREATE TABLE storage_served_daily (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  day date NOT NULL,
  bytes_served bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (organisation_id, day)
);

-- Bytes served per organisation and UTC hour, beside the daily totals: the data usage report
-- answers by hour as well as by day and month. Written together with storage_served_daily.
CREATE TABLE storage_served_hourly (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL CHECK (date_trunc('hour', hour AT TIME ZONE 'UTC') = hour AT TIME ZONE 'UTC'),
  bytes_served bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (organisation_id, hour)
);

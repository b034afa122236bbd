-- Streaming regions (a lookup shared by every organisation).
CREATE TABLE regions (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  zone text NOT NULL,
  default_region boolean NOT NULL DEFAULT false,
  restricted boolean NOT NULL DEFAULT false,
  latency_check_url text,
  hotspots_service_url text,
  sort_order integer NOT NULL DEFAULT 0
);

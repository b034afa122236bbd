-- Organisations, users, regions and the sign-in state (refresh tokens, the signing secret).
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

CREATE TABLE organisations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL DEFAULT 'customer' CHECK (kind IN ('customer', 'staff')),
  location text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  region_id uuid REFERENCES regions(id),
  timezone text,
  web_plan_id text,
  web_plan_name text,
  web_start_date date,
  vod_plan_id text,
  vod_plan_name text,
  vod_start_date date,
  multisite_plan_id text,
  multisite_plan_name text,
  multisite_start_date date,
  web_max_delete_after integer NOT NULL DEFAULT 30,
  subtitles_hours_per_month integer NOT NULL DEFAULT 0,
  content_library_trial_cancelled boolean NOT NULL DEFAULT false,
  usage_summary jsonb NOT NULL,
  master_ecg text,
  fts_status text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  user_name text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  user_type text NOT NULL DEFAULT 'USER' CHECK (user_type IN ('USER', 'SITE')),
  roles jsonb NOT NULL DEFAULT '[]'::jsonb,
  capabilities jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Sign-in is case-insensitive on the user name.
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

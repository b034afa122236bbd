-- Encoders (spec section 3, Encoder; section 4 encoder states), the software encoder licences they
-- consume, the registration requests software encoders leave while they wait for a person at
-- /uploader, their log entries (the logs gateway) and uploader installs. The CHECKs hold what one
-- row can; the API checks first, with the spec's messages.
CREATE TABLE encoders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('software', 'hardware')),
  -- Hardware: the serial (E plus 8 digits). Software: SW- plus the device identifier.
  serial_number text NOT NULL CHECK (serial_number ~ '^(E[0-9]{8}|SW-[A-Za-z0-9-]{4,64})$'),
  model text NOT NULL CHECK (char_length(model) <= 100),
  operating_system text CHECK (char_length(operating_system) <= 100),
  version text CHECK (char_length(version) <= 50),
  -- The newest version it may update to, and whether that update is required.
  available_version text CHECK (char_length(available_version) <= 50),
  update_required boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'IDLE'
    CHECK (state IN ('IDLE', 'SET_UP', 'STARTING', 'STARTED', 'STOPPING', 'STOPPED', 'ABORTED', 'ERROR')),
  -- The studio's transient state on top of `state`, set when a command is sent, cleared by the agent.
  ui_state text CHECK (ui_state IN ('restarting', 'updating', 'uploadingLogs')),
  reported_state text CHECK (char_length(reported_state) <= 50),
  -- Whether the input carries a signal while it streams (LIVE rather than NO_INPUT).
  has_input boolean NOT NULL DEFAULT false,
  event_id uuid,
  -- The last stream it was told to send (a start without an event sends it again).
  last_assignment jsonb,
  last_error text CHECK (char_length(last_error) <= 1000),
  last_seen_at timestamptz,
  reported_at timestamptz,
  video_input_source text CHECK (char_length(video_input_source) <= 50),
  video_input_sources jsonb NOT NULL DEFAULT '[]'::jsonb,
  temperature_sensors jsonb NOT NULL DEFAULT '[]'::jsonb,
  peak_upload_mbps double precision CHECK (peak_upload_mbps >= 0),
  pro_presenter_version text CHECK (char_length(pro_presenter_version) <= 50),
  assigned_channel_id uuid REFERENCES encoder_channels(id) ON DELETE SET NULL,
  -- Hardware network settings as a person set them; applied once the agent reports them.
  network jsonb,
  network_applied boolean NOT NULL DEFAULT true,
  team_viewer_enabled boolean NOT NULL DEFAULT false,
  team_viewer_id text CHECK (char_length(team_viewer_id) <= 20),
  team_viewer_password text CHECK (char_length(team_viewer_password) <= 50),
  -- SHA-256 of the agent's secret (hex); the secret itself is never stored.
  agent_secret_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX encoders_organisation_name_key ON encoders (organisation_id, lower(name));
CREATE UNIQUE INDEX encoders_serial_number_key ON encoders (serial_number);
CREATE UNIQUE INDEX encoders_agent_secret_hash_key ON encoders (agent_secret_hash);

-- One row per software encoder: the licence it consumes. The organisation's subscriptions say how
-- many it has (the softwareEncoders add-on); unregistering the encoder frees its licence.
CREATE TABLE software_encoder_licences (
  encoder_id uuid PRIMARY KEY REFERENCES encoders(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  consumed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX software_encoder_licences_organisation_idx ON software_encoder_licences (organisation_id);

-- A software encoder waiting to be registered: its device identifier and the hash of the secret it
-- chose. Registering at /uploader moves the hash onto the new encoder and deletes the request.
CREATE TABLE encoder_registration_requests (
  device_id text PRIMARY KEY CHECK (device_id ~ '^[A-Za-z0-9-]{4,64}$'),
  secret_hash text NOT NULL,
  operating_system text CHECK (char_length(operating_system) <= 100),
  version text CHECK (char_length(version) <= 50),
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE encoder_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  encoder_id uuid NOT NULL REFERENCES encoders(id) ON DELETE CASCADE,
  level text NOT NULL CHECK (level IN ('DEBUG', 'INFO', 'WARN', 'ERROR')),
  -- DEBUG 0 ... ERROR 3, so `minlevel` is one comparison.
  severity smallint NOT NULL CHECK (severity BETWEEN 0 AND 3),
  entry text NOT NULL CHECK (char_length(entry) <= 10000),
  logged_at timestamptz NOT NULL
);

CREATE INDEX encoder_logs_encoder_time_idx ON encoder_logs (encoder_id, logged_at);

-- Uploader app installs registered with a person's user name and password.
CREATE TABLE uploaders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  user_name text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX uploaders_organisation_name_key ON uploaders (organisation_id, lower(name));

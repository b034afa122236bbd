-- Encoder channels (event profiles) and web channels (web event profiles), spec section 3: the two
-- resources most of the others point at (destination groups, venues, events, sites), so they are
-- laid down together, before them. The CHECKs hold what one row can; the API checks first, with
-- the spec's messages. Retention ("delete after") is bounded by the plan, which the API checks.
CREATE TABLE encoder_channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name ~ '^[A-Za-z0-9 _-]{1,100}$'),
  region_id uuid NOT NULL REFERENCES regions(id),
  provisioned boolean NOT NULL DEFAULT true,
  bucket text CHECK (char_length(bucket) <= 100),
  delete_after integer CHECK (delete_after BETWEEN 1 AND 3650),
  lan_only boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX encoder_channels_organisation_name_key
  ON encoder_channels (organisation_id, lower(name));

-- Which users may use a channel ("access to specific encoder channels", spec section 6).
CREATE TABLE encoder_channel_users (
  encoder_channel_id uuid NOT NULL REFERENCES encoder_channels(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (encoder_channel_id, user_id)
);

CREATE INDEX encoder_channel_users_user_idx ON encoder_channel_users (user_id);

-- A load balancer name is the channel's address on the delivery network, so it is unique across
-- every organisation, whatever its case ("already exists, try another load balancer").
CREATE TABLE web_channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  description text CHECK (char_length(description) <= 5000),
  load_balancer_name text NOT NULL CHECK (load_balancer_name ~ '^[A-Za-z0-9_-]{1,63}$'),
  region_id uuid NOT NULL REFERENCES regions(id),
  embed_id text NOT NULL UNIQUE CHECK (char_length(embed_id) BETWEEN 1 AND 64),
  embed_type text NOT NULL DEFAULT 'iframe'
    CHECK (embed_type IN ('iframe', 'alternative_iframe', 'script_tag', 'standalone_player', 'web_link')),
  stream_urls_enabled boolean NOT NULL DEFAULT false,
  stream_delay_seconds integer CHECK (stream_delay_seconds BETWEEN 90 AND 600),
  delete_after integer CHECK (delete_after BETWEEN 1 AND 3650),
  show_logo boolean NOT NULL DEFAULT true,
  automated_subtitles boolean NOT NULL DEFAULT false,
  qr_click_overlay_enabled boolean NOT NULL DEFAULT false,
  detect_qr_codes boolean NOT NULL DEFAULT false,
  offline_content_type text NOT NULL DEFAULT 'replay_event'
    CHECK (offline_content_type IN ('replay_event', 'uploaded_image', 'uploaded_playlist', 'uploaded_video')),
  -- The stored key of the uploaded offline image (storage area), required when that is chosen.
  offline_image_key text,
  offline_media_id uuid,
  offline_playlist_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (offline_content_type <> 'uploaded_image' OR offline_image_key IS NOT NULL),
  CHECK (offline_content_type <> 'uploaded_video' OR offline_media_id IS NOT NULL),
  CHECK (offline_content_type <> 'uploaded_playlist' OR offline_playlist_id IS NOT NULL)
);

CREATE UNIQUE INDEX web_channels_load_balancer_name_key ON web_channels (lower(load_balancer_name));
CREATE INDEX web_channels_organisation_idx ON web_channels (organisation_id);

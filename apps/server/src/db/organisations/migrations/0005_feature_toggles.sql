-- Feature toggles (spec sections 3 and 7: toggles and toggleregs). The registrations are the
-- product's own list of toggle ids with their defaults, so this migration writes them; an
-- organisation row exists only where staff switched a toggle away from its default.
CREATE TABLE toggle_registrations (
  toggle_id text PRIMARY KEY CHECK (toggle_id ~ '^[a-zA-Z0-9_.-]+$'),
  description text NOT NULL,
  default_enabled boolean NOT NULL
);

CREATE TABLE organisation_toggles (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  toggle_id text NOT NULL REFERENCES toggle_registrations(toggle_id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, toggle_id)
);

INSERT INTO toggle_registrations (toggle_id, description, default_enabled) VALUES
  ('studio-ai', 'Studio AI enrichment of library videos.', false),
  ('trial-signup', 'Lets the organisation start On Demand and Studio AI trials.', true),
  ('automated-subtitles', 'Automated subtitles on web channels.', false),
  ('qr-code-detection', 'Detects QR codes in live video for QRclick overlays.', true),
  ('encoder-presets-v2', 'Version-2 encoder presets.', false);

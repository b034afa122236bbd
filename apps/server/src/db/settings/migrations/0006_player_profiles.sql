-- Player profiles (configs, spec section 3): how an embedded player behaves and looks. The CHECKs
-- hold what one row can (the API checks first, with the spec's messages). A name is unique in its
-- organisation whatever its case: people pick a profile by name when they embed a player.
CREATE TABLE player_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  content_type text NOT NULL CHECK (content_type IN ('live', 'on_demand', 'playlist')),
  autoplay boolean NOT NULL DEFAULT false,
  loop boolean NOT NULL DEFAULT false,
  mute boolean NOT NULL DEFAULT false,
  -- Background mode is muted, looping playback that starts by itself.
  background_mode boolean NOT NULL DEFAULT false,
  -- A call to action is its text and its URL together, or neither.
  call_to_action_text text CHECK (char_length(call_to_action_text) BETWEEN 1 AND 12),
  call_to_action_url text
    CHECK (call_to_action_url ~* '^https?://' AND char_length(call_to_action_url) <= 2048),
  control_color text NOT NULL DEFAULT '#FFFFFF' CHECK (control_color ~ '^#[0-9A-Fa-f]{6}$'),
  qr_click_label text CHECK (char_length(qr_click_label) <= 50),
  restrict_playback_when_live boolean NOT NULL DEFAULT false,
  hide_playlist_on_load boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((call_to_action_text IS NULL) = (call_to_action_url IS NULL)),
  CHECK (NOT background_mode OR (autoplay AND loop AND mute))
);

CREATE UNIQUE INDEX player_profiles_organisation_name_key
  ON player_profiles (organisation_id, lower(name));

-- The settings area. Web presets (web encoder profiles, spec section 3): which encoder input
-- channels feed a web stream. The CHECKs repeat the rules of spec section 5 that a row alone can
-- hold (the API checks them first, with their messages); "differs from the default" is the API's.
-- A name is unique in its organisation whatever its case: people pick presets by name.
CREATE TABLE web_presets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  video_channel smallint NOT NULL CHECK (video_channel BETWEEN 0 AND 2),
  left_audio_channel smallint NOT NULL CHECK (left_audio_channel BETWEEN 0 AND 16),
  right_audio_channel smallint NOT NULL CHECK (right_audio_channel BETWEEN 0 AND 16),
  deinterlace boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (left_audio_channel <> right_audio_channel)
);

CREATE UNIQUE INDEX web_presets_organisation_name_key ON web_presets (organisation_id, lower(name));

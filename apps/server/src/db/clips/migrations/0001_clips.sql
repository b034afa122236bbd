-- Trims and clips of library videos (spec section 3 "Library item"; section 5 trim and clip
-- rules). The CHECKs hold what one row can; the API checks first, with the spec's messages.

-- One trim of a library item: the range a person asked for, and once ffmpeg has read the
-- keyframes, the range it really cut (snapped to keyframes, so up to 3.2 s wider).
CREATE TABLE media_trims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  media_id uuid NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  requested_start_ms integer NOT NULL CHECK (requested_start_ms >= 0),
  requested_end_ms integer NOT NULL CHECK (requested_end_ms > requested_start_ms),
  cut_start_ms integer CHECK (cut_start_ms >= 0),
  cut_end_ms integer CHECK (cut_end_ms > cut_start_ms),
  -- The item's length before the trim, put back if the trim fails.
  duration_before_seconds double precision,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETE', 'FAILED')),
  error text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX media_trims_media_idx ON media_trims (media_id, created_at);
CREATE INDEX media_trims_organisation_idx ON media_trims (organisation_id);

-- A clip: a range of a library video that ffmpeg turned into a library item of its own. Deleting
-- the clip's item (from the library) removes the clip. The source has no foreign key: deleting
-- the source keeps the clip (its files are its own) and the clip still names where it came from.
CREATE TABLE clips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  source_media_id uuid NOT NULL,
  clip_media_id uuid NOT NULL UNIQUE REFERENCES media_items(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 128),
  description text CHECK (description IS NULL OR description !~ '[<>]'),
  start_ms integer NOT NULL CHECK (start_ms >= 0),
  end_ms integer NOT NULL,
  aspect_ratio text NOT NULL DEFAULT '16:9' CHECK (aspect_ratio IN ('16:9', '9:16', '1:1')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_ms - start_ms BETWEEN 3000 AND 180000)
);

CREATE INDEX clips_organisation_created_idx ON clips (organisation_id, created_at, id);
CREATE INDEX clips_source_idx ON clips (source_media_id);

-- Cues (spec section 3 "Cue"): named positions on saved media, web content destinations and
-- encoder events. The synthetic 'Start of Video' cue is never stored: the API adds it.
CREATE TABLE cues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  -- Which kind of source `source_id` names. No foreign key (the three kinds live in three
  -- tables): every cue call looks its source up first, so a deleted source's cues answer 404.
  source_kind text NOT NULL CHECK (source_kind IN ('media', 'destination', 'encoder_event')),
  source_id uuid NOT NULL,
  position_ms bigint NOT NULL CHECK (position_ms >= 0),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 128),
  -- private: Only Me; shared: Organization; public: Public.
  visibility text NOT NULL CHECK (visibility IN ('private', 'shared', 'public')),
  owner_id uuid NOT NULL,
  -- The owner's user name when the cue was made (encoder-event cues answer it as `user`).
  owner_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX cues_source_idx ON cues (organisation_id, source_kind, source_id, position_ms);

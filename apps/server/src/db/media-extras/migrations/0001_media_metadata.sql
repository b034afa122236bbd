-- The technical facts of a library item's stored file, as ffprobe read them (media-metadata
-- document). One row per item, replaced by every probe; none until the file was probed.
CREATE TABLE media_metadata (
  media_id uuid PRIMARY KEY REFERENCES media_items (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  facts jsonb NOT NULL,
  probed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_metadata_organisation_idx ON media_metadata (organisation_id);

-- The library item a recording was saved as (saveToLibrary): a recording is saved once; when its
-- library item is deleted, it may be saved again.
ALTER TABLE encoder_videos
  ADD COLUMN saved_media_id uuid REFERENCES media_items(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX encoder_videos_saved_media_idx ON encoder_videos (saved_media_id);

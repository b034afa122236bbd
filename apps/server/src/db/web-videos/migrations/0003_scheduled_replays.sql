-- A scheduled replay (saved video or web channel replay event) runs as a web video: the run of
-- the occurrence keeps which one, so the stop job and pausing stop that web video. Here rather
-- than in the schedule area because web_videos is created after it.
ALTER TABLE scheduled_event_runs
  ADD COLUMN web_video_id uuid REFERENCES web_videos (id) ON DELETE SET NULL;

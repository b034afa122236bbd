-- Scheduled web videos (issue 16): an event may play a library video on a web channel as if live,
-- content type web_video, kind SIMLIVE. The kind CHECK knew SIMLIVE already; the content type's
-- did not, so no such event could be stored.
ALTER TABLE scheduled_events DROP CONSTRAINT scheduled_events_content_type_check;
ALTER TABLE scheduled_events ADD CONSTRAINT scheduled_events_content_type_check
  CHECK (content_type IN ('live_encoder', 'web_channel_replay', 'saved_video', 'web_video'));

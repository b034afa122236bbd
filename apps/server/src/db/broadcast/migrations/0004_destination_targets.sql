-- Where a custom RTMP or social destination streams (issue 15). A custom RTMP destination names
-- the organisation's RTMP destination (its URL and key are read when the stream starts, so an
-- edited key is used by the next start); a social one names the provider's channel
-- (social_channels.external_id), the live video the provider created for it, and how it is shown
-- there. error_reason keeps why a destination went to error (a provider's refusal, a restreamer
-- that gave up), never a URL or key.
ALTER TABLE content_destinations
  ADD COLUMN rtmp_destination_id uuid REFERENCES rtmp_destinations(id) ON DELETE SET NULL,
  ADD COLUMN channel_id text CHECK (char_length(channel_id) BETWEEN 1 AND 100),
  ADD COLUMN provider_video_id text CHECK (char_length(provider_video_id) BETWEEN 1 AND 100),
  ADD COLUMN privacy text CHECK (privacy IN ('private', 'org', 'public')),
  ADD COLUMN publish_status text
    CHECK (publish_status IN ('published', 'scheduled_published', 'unpublished')),
  ADD COLUMN error_reason text CHECK (char_length(error_reason) <= 500);
CREATE INDEX content_destinations_rtmp_destination_idx ON content_destinations (rtmp_destination_id);

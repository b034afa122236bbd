-- Scheduled social posts (issues 15/16, central-v4 "Posts"): a video, a clip or words for one
-- linked page or channel, published by the worker (`social-post.publish`) at `publish_at`.
CREATE TABLE social_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  destination_type text NOT NULL CHECK (destination_type IN ('FACEBOOK', 'YOUTUBE')),
  -- The page or channel's id at the provider (social_channels.external_id): a re-sync keeps it.
  channel_id text NOT NULL CHECK (char_length(channel_id) BETWEEN 1 AND 100),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100 AND title !~ '[<>]'),
  description text CHECK (
    description IS NULL OR (char_length(description) <= 5000 AND description !~ '[<>]')
  ),
  -- "Scheduled posts of the clip are cancelled" (deleteClip): removing the video removes them.
  media_id uuid REFERENCES media_items(id) ON DELETE CASCADE,
  clip_id uuid REFERENCES clips(id) ON DELETE CASCADE,
  reel boolean NOT NULL DEFAULT false,
  privacy text NOT NULL CHECK (privacy IN ('private', 'org', 'public')),
  -- scheduled (waiting) -> pending (being handed over) -> posted | failed.
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('pending', 'scheduled', 'posted', 'failed')),
  publish_at timestamptz NOT NULL,
  -- What the provider answered: the post's id there, or why it refused.
  provider_post_id text,
  failure_reason text,
  posted_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (media_id IS NULL OR clip_id IS NULL)
);

-- "Multiple scheduled posts for the same destination type unsupported" (spec section 5), counted
-- per page or channel: one waiting post each, also when two creates race (409).
CREATE UNIQUE INDEX social_posts_one_waiting_per_channel
  ON social_posts (organisation_id, destination_type, channel_id)
  WHERE status IN ('scheduled', 'pending');
CREATE INDEX social_posts_organisation_idx ON social_posts (organisation_id, publish_at, id);

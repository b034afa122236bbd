-- One web video at a time holds a web channel (pending, starting, started, stopping): the
-- handler's check and its insert are two statements, so two starts at the same moment could both
-- pass the check. The index makes the second insert fail (answered 409, channel in use).
-- Should a database already hold two, the later ones are marked aborted first.
UPDATE web_videos SET status = 'aborted', ended_at = coalesce(ended_at, now())
WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY web_channel_id ORDER BY created_at, id) AS holder
    FROM web_videos
    WHERE status = ANY (ARRAY['pending', 'starting', 'started', 'stopping'])
  ) AS holders
  WHERE holder > 1
);

CREATE UNIQUE INDEX web_videos_one_holder_per_channel
  ON web_videos (web_channel_id)
  WHERE status = ANY (ARRAY['pending', 'starting', 'started', 'stopping']);

-- The media library (spec section 3, "Library"): library items, their uploads and their files.
-- The CHECKs hold what one row can (the API checks first, with the spec's messages). Items in
-- delete_pending stay until their files are gone, hidden from every list.
CREATE TABLE media_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 128),
  description text CHECK (char_length(description) <= 5000),
  tags text[] NOT NULL DEFAULT '{}',
  start_time timestamptz,
  date_created timestamptz NOT NULL DEFAULT now(),
  air_date date,
  air_time text CHECK (air_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  duration_seconds double precision CHECK (duration_seconds >= 0),
  region_id uuid REFERENCES regions(id) ON DELETE SET NULL,
  source text NOT NULL DEFAULT 'saved' CHECK (source IN ('saved', 'web', 'encoder')),
  media_source text NOT NULL CHECK (media_source IN ('LIVE', 'UPLOADED')),
  state text NOT NULL DEFAULT 'started' CHECK (state IN (
    'started', 'content_available', 'completed', 'errored',
    'delete_pending', 'partial_delete_pending', 'republish_pending')),
  processing_status text NOT NULL DEFAULT 'PENDING' CHECK (processing_status IN (
    'PENDING', 'STARTING', 'IN_PROGRESS', 'SEGMENTING', 'TRANSCODING', 'RE_SEGMENTING',
    'RETRYING', 'FAILED', 'COMPLETE', 'CANCELLED', 'TIMED_OUT')),
  processing_progress real NOT NULL DEFAULT 0 CHECK (processing_progress BETWEEN 0 AND 100),
  -- Why processing failed, in words a person can act on.
  processing_error text,
  -- Where the upload form put it: the library, or a web video (spec section 3, upload form).
  video_type text NOT NULL DEFAULT 'library' CHECK (video_type IN ('library', 'web_video')),
  availability text NOT NULL DEFAULT 'immediately'
    CHECK (availability IN ('immediately', 'next_scheduled_replay')),
  expires_at timestamptz,
  -- Storage paths inside the organisation (src/storage): the original, the HLS master playlist,
  -- the poster and the storyboard; null until there is one.
  original_path text,
  original_file_name text,
  original_size_bytes bigint CHECK (original_size_bytes >= 0),
  manifest_path text,
  thumbnail_path text,
  -- True once a person replaced the poster ffmpeg made.
  thumbnail_custom boolean NOT NULL DEFAULT false,
  storyboard_path text,
  -- The ladder ffmpeg wrote: [{ "name": "720p", "width": 1280, "height": 720, "bitrate": 3000000 }].
  renditions jsonb NOT NULL DEFAULT '[]',
  summary text CHECK (char_length(summary) <= 10000),
  transcript text,
  discussion_questions text[] NOT NULL DEFAULT '{}',
  ai_status text CHECK (ai_status IN ('processing', 'failed', 'review_suggestion', 'completed')),
  created_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Title, description, tags (and the transcript, once there is one), for full-text search.
  search_vector tsvector NOT NULL DEFAULT ''::tsvector
);

-- The lists of section 9 (a btree reads either way): newest first by default, by title either way, oldest first; always
-- inside one organisation and without delete-pending items.
CREATE INDEX media_items_organisation_start_idx
  ON media_items (organisation_id, (coalesce(start_time, date_created)), id);
CREATE INDEX media_items_organisation_title_idx
  ON media_items (organisation_id, lower(title), id);
CREATE INDEX media_items_search_idx ON media_items USING gin (search_vector);

-- The search vector follows the row: array_to_string is only STABLE, so a generated column
-- cannot hold it; a trigger can. Titles weigh most, then tags, then the rest.
CREATE FUNCTION media_items_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.transcript, '')), 'D');
  RETURN NEW;
END
$$;

CREATE TRIGGER media_items_search_vector_update
  BEFORE INSERT OR UPDATE OF title, tags, description, transcript ON media_items
  FOR EACH ROW EXECUTE FUNCTION media_items_search_vector();

-- One upload per file sent (tus, resumable): its id is the tus upload id. The same file chosen
-- again (same name and size, upload unfinished) is answered with the same row.
CREATE TABLE media_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  media_id uuid NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  size_bytes bigint NOT NULL CHECK (size_bytes BETWEEN 1 AND 68719476736),
  received_bytes bigint NOT NULL DEFAULT 0 CHECK (received_bytes >= 0),
  -- FILE_PROCESSING, FILE_SIZE, FILE_TYPE or NO_FILE once the server refused the file.
  error text CHECK (error IN ('FILE_PROCESSING', 'FILE_SIZE', 'FILE_TYPE', 'NO_FILE')),
  -- Why, naming the rule and the value found.
  error_detail text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  cancelled_at timestamptz
);

CREATE INDEX media_uploads_organisation_file_idx
  ON media_uploads (organisation_id, file_name, size_bytes);
CREATE INDEX media_uploads_media_idx ON media_uploads (media_id);

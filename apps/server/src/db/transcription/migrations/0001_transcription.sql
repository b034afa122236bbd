-- Transcripts of library videos (central-v4 Transcription) and their subtitle tracks (subtitles
-- document). One transcript per video, replaced by each new request.
CREATE TABLE transcriptions (
  media_id uuid PRIMARY KEY REFERENCES media_items (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  language text NOT NULL,
  text text,
  segments jsonb NOT NULL DEFAULT '[]'::jsonb,
  reason text,
  duration_seconds double precision NOT NULL CHECK (duration_seconds >= 0),
  requested_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transcriptions_organisation_idx ON transcriptions (organisation_id);

-- Every request, the month's subtitle hours are their sum: kept apart from the transcripts so
-- that neither a repeated request nor deleting the video gives hours back; only a failure does.
CREATE TABLE transcription_requests (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  media_id uuid NOT NULL,
  duration_seconds double precision NOT NULL CHECK (duration_seconds >= 0),
  requested_at timestamptz NOT NULL,
  failed boolean NOT NULL DEFAULT false
);
CREATE INDEX transcription_requests_organisation_requested_idx
  ON transcription_requests (organisation_id, requested_at);

-- A video's subtitle tracks, one per language; the WebVTT file is stored under the video's
-- storage folder (`file_path`), so deleting the video deletes its tracks' files too.
CREATE TABLE subtitle_tracks (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  media_id uuid NOT NULL REFERENCES media_items (id) ON DELETE CASCADE,
  language text NOT NULL,
  label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 50),
  automated boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'ready', 'failed')),
  file_path text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subtitle_tracks_media_language_key ON subtitle_tracks (media_id, language);
CREATE INDEX subtitle_tracks_organisation_idx ON subtitle_tracks (organisation_id);

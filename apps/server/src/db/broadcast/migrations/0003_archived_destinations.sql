-- Archiving a finished content destination hides it from the lists; its recording and figures stay.
ALTER TABLE content_destinations ADD COLUMN archived_at timestamptz;

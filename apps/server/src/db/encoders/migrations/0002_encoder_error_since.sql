-- Staff monitoring (issue 17) lists encoders in error "since when": the time the agent first
-- reported ERROR, kept while it goes on reporting it and cleared by any other state. The partial
-- index serves that list, which reads only the few encoders in error across every organisation.
ALTER TABLE encoders ADD COLUMN error_since timestamptz;
CREATE INDEX encoders_in_error_idx ON encoders (error_since) WHERE state = 'ERROR';

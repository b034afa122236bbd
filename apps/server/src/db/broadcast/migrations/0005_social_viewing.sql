-- The viewing figures a social destination's provider last gave (issue 15). The provider reads
-- out views so far and viewers watching now, not a peak: the highest number of viewers seen is
-- kept here so the summary has a peak, and both answer the summary when the provider cannot be
-- reached.
ALTER TABLE content_destinations
  ADD COLUMN provider_views integer NOT NULL DEFAULT 0 CHECK (provider_views >= 0),
  ADD COLUMN provider_peak_viewers integer NOT NULL DEFAULT 0 CHECK (provider_peak_viewers >= 0);

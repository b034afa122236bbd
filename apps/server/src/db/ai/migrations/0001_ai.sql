-- Studio AI (spec sections 3, 5 and 9): one enrichment per library video (the latest request,
-- its state and its suggestion) and the videos counted against each month's allowance.

CREATE TABLE ai_enrichments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  media_id uuid NOT NULL UNIQUE REFERENCES media_items(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('processing', 'failed', 'review_suggestion', 'completed')),
  -- Which engine made the suggestion (extractive, chat).
  engine text,
  -- title, description, summary, tags, chapters [{startSeconds, title}], discussionQuestions.
  suggestion jsonb,
  failure_reason text,
  -- The fields the person applied when approving; the others were declined.
  approved_fields text[] NOT NULL DEFAULT '{}',
  -- Whether this request added the video to the month's count (taken back if it fails).
  usage_counted boolean NOT NULL DEFAULT false,
  requested_by uuid,
  requested_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX ai_enrichments_organisation_idx ON ai_enrichments (organisation_id);

-- A video counts once a month however often it is enriched again. No foreign key to the video:
-- deleting it does not give the month's allowance back.
CREATE TABLE ai_usage (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  media_id uuid NOT NULL,
  period_start date NOT NULL,
  -- Beyond the allowance: billed at the overage price.
  overage boolean NOT NULL DEFAULT false,
  requested_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ai_usage_once_a_month UNIQUE (organisation_id, period_start, media_id)
);

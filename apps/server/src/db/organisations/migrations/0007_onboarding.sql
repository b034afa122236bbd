-- Channel onboarding (the onboarding service): the steps an organisation marked done. A step the
-- organisation's data already shows (a web channel, an encoder, an event, a second person) needs
-- no row; verifying the e-mail is never marked, it is read from the users.
CREATE TABLE onboarding_steps (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('verifyEmail', 'createWebChannel', 'connectEncoder', 'scheduleEvent', 'inviteUsers')),
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, step)
);

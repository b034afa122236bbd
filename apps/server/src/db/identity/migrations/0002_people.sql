-- People and accounts (issue 12): the user fields of spec section 3, invitations, one-time links
-- (password reset, e-mail verification) and API clients. Every secret that travels in a link or
-- is shown once (invitation link, reset and verification tokens, client secrets) is stored only
-- as a SHA-256 hash: a copy of the database hands out no access.
ALTER TABLE users
  ADD COLUMN title text CHECK (char_length(title) <= 100),
  ADD COLUMN phone text CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  ADD COLUMN point_of_contact boolean NOT NULL DEFAULT false,
  ADD COLUMN billing_contact boolean NOT NULL DEFAULT false,
  ADD COLUMN primary_contact boolean NOT NULL DEFAULT false,
  ADD COLUMN account_status text NOT NULL DEFAULT 'verified'
    CHECK (account_status IN ('verified', 'unverified', 'invalid')),
  ADD COLUMN notification_settings jsonb NOT NULL
    DEFAULT '{"networkAlerts": true, "eventSummaries": true, "productUpdates": false}'::jsonb,
  -- A new e-mail address waiting for its verification link; the user name changes once opened.
  ADD COLUMN pending_user_name text CHECK (char_length(pending_user_name) <= 70);

CREATE INDEX users_organisation_idx ON users (organisation_id);

-- Invitations: one open invitation per organisation and address; the link carries a random
-- token (its hash here), replaced on every resend so an older e-mail stops working.
CREATE TABLE user_invites (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  email text NOT NULL CHECK (char_length(email) <= 70),
  studio boolean NOT NULL DEFAULT true,
  roles jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'resent', 'revoked', 'accepted')),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE UNIQUE INDEX user_invites_open_email_key
  ON user_invites (organisation_id, lower(email))
  WHERE status = ANY (ARRAY['pending', 'resent']);
CREATE INDEX user_invites_organisation_idx ON user_invites (organisation_id);

-- Single-use links mailed to a person: password reset and e-mail verification.
CREATE TABLE user_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('passwordReset', 'emailVerification')),
  token_hash text NOT NULL UNIQUE,
  -- The address a verification link confirms.
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id);

-- API clients (settings, API access): OAuth 2 client credentials. `secret_id` changes with every
-- regenerated secret and is the session of the client's access tokens, so the old tokens end too.
CREATE TABLE api_clients (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  client_id text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  secret_id uuid NOT NULL,
  roles jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_clients_organisation_idx ON api_clients (organisation_id);

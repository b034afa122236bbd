-- Social accounts (spec section 3 "Social account"): an account or page of the social network,
-- a channel of the video site, linked through the provider's authorisation (the fb-redirect page).
CREATE TABLE social_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('facebook', 'youtube')),
  -- True when the account lives in the local sandbox provider (no credentials configured).
  sandbox boolean NOT NULL,
  kind text NOT NULL CHECK (kind IN ('account', 'page', 'channel')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  -- The account's id at the provider: a renewal must come back with the same one.
  external_id text NOT NULL CHECK (char_length(external_id) BETWEEN 1 AND 100),
  -- AES-256-GCM (src/social/token-cipher.ts); never answered by the API, never logged.
  access_token_encrypted text NOT NULL,
  access_expires_at timestamptz NOT NULL,
  -- The provider refused the stored access before it expired: "renew needed".
  access_revoked boolean NOT NULL DEFAULT false,
  linked_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- "Account already linked" (spec section 8), also when two links race.
CREATE UNIQUE INDEX social_accounts_external_key
  ON social_accounts (organisation_id, provider, external_id);

-- The pages, groups, profiles and channels of an account that can receive streams, as the last
-- sync read them from the provider.
CREATE TABLE social_channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES social_accounts(id) ON DELETE CASCADE,
  external_id text NOT NULL CHECK (char_length(external_id) BETWEEN 1 AND 100),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  type text NOT NULL CHECK (type IN ('page', 'group', 'profile', 'channel')),
  -- Whether the provider lets it stream live now (video-site channels need live enabled).
  live_enabled boolean NOT NULL DEFAULT true,
  -- Pages of the same account a stream on this page is crossposted to (their external ids).
  crosspost_target_ids text[] NOT NULL DEFAULT '{}',
  -- Video-site notifications sent on `notifications_day` (3 per channel per day).
  notifications_day date,
  notifications_sent integer NOT NULL DEFAULT 0 CHECK (notifications_sent >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX social_channels_account_external_key
  ON social_channels (account_id, external_id);
CREATE INDEX social_channels_organisation_idx ON social_channels (organisation_id, external_id);

-- The authorisations the server started (beginSocialLink): the redirect must bring the state
-- back to the same person of the same organisation, once, within 10 minutes (CSRF). Only a
-- hash of the state is kept.
CREATE TABLE social_link_states (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  state_hash text NOT NULL UNIQUE,
  provider text NOT NULL CHECK (provider IN ('facebook', 'youtube')),
  -- The account a renewal renews; null for a first link.
  renew_account_id uuid REFERENCES social_accounts(id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

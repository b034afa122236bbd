-- Billing: subscriptions (the Subscriptions tab), payment methods as an admin enters them and
-- trials (spec sections 3, 4, 5 and 9). Payment itself is out of reach of this product: a
-- payment method is a label, the last four digits and an expiry month, never a card number.
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  family text NOT NULL CHECK (family IN ('web', 'vod', 'multisite', 'user')),
  plan_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'in_trial', 'cancelled', 'ended')),
  start_date date NOT NULL,
  renews_on date,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  add_ons jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One subscription per plan family: changing plans changes it.
CREATE UNIQUE INDEX subscriptions_organisation_family_key ON subscriptions (organisation_id, family);

CREATE TABLE payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 60),
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  expiry_month text NOT NULL CHECK (expiry_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payment_methods_organisation_idx ON payment_methods (organisation_id);

-- One trial per product and organisation, ever: a cancelled or ended trial cannot start again.
CREATE TABLE trials (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  product text NOT NULL CHECK (product IN ('on_demand', 'studio_ai')),
  status text NOT NULL CHECK (status IN ('in_trial', 'cancelled', 'ended')),
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  payment_method_id uuid REFERENCES payment_methods(id) ON DELETE SET NULL,
  contact_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (organisation_id, product),
  CHECK (ends_at > started_at),
  CHECK (status <> 'cancelled' OR cancelled_at IS NOT NULL)
);

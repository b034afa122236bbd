-- Hardware inventory kept by staff (issue 17; spec section 3, Hardware): the lookups and the units.
-- Statuses and cycles are the spec's fixed lists, so they are made here with fixed ids; models and
-- locations are staff data (the demo seed adds some).
CREATE TABLE hardware_models (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('decoder', 'encoder'))
);
CREATE UNIQUE INDEX hardware_models_name_key ON hardware_models (lower(name));

CREATE TABLE hardware_locations (
  id uuid PRIMARY KEY,
  name text NOT NULL
);
CREATE UNIQUE INDEX hardware_locations_name_key ON hardware_locations (lower(name));

CREATE TABLE hardware_statuses (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE hardware_cycles (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE
);

INSERT INTO hardware_statuses (id, name) VALUES
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b801', 'Stock - New'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b802', 'Customer Owned'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b803', 'Dealer Owned'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b804', 'Decommissioned'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b805', 'Demo - Out'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b806', 'Internal Use'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b807', 'Needs Refurb'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b808', 'Needs Repair Then Refurb'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b809', 'Rental - Out'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b810', 'Stock - Internal Use'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b811', 'Stock - New (Offsite)'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b812', 'Stock - Refurbished'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b813', 'Total'),
  ('33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b814', 'Unknown');

INSERT INTO hardware_cycles (id, name) VALUES
  ('44d5e6f7-a8b9-4ca3-9d24-e5f6a7b8c901', 'Current Gen'),
  ('44d5e6f7-a8b9-4ca3-9d24-e5f6a7b8c902', 'Discontinued'),
  ('44d5e6f7-a8b9-4ca3-9d24-e5f6a7b8c903', 'End of Life');

CREATE TABLE hardware_units (
  id uuid PRIMARY KEY,
  serial_number text NOT NULL UNIQUE CHECK (serial_number ~ '^[DE][0-9]{8}$'),
  model_id uuid NOT NULL REFERENCES hardware_models(id),
  location_id uuid NOT NULL REFERENCES hardware_locations(id),
  owner_id uuid NOT NULL REFERENCES organisations(id),
  status_id uuid NOT NULL REFERENCES hardware_statuses(id),
  cycle_id uuid REFERENCES hardware_cycles(id),
  build_date date NOT NULL,
  sale_date date,
  warranty_length_years integer NOT NULL CHECK (warranty_length_years BETWEEN 0 AND 10),
  vendor_invoice text,
  activation_code text CHECK (activation_code ~ '^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hardware_units_owner_idx ON hardware_units (owner_id);
CREATE INDEX hardware_units_status_idx ON hardware_units (status_id);

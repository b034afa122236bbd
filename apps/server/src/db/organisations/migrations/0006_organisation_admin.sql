-- The staff organisation admin form (issue 17): who manages the organisation, its account status,
-- the additional licences and the extras staff sell. The licences start from what the usage
-- summary already counts as bought, so nothing changes for existing organisations.
ALTER TABLE organisations
  ADD COLUMN managed_by uuid REFERENCES organisations(id) ON DELETE SET NULL,
  ADD COLUMN account_status text NOT NULL DEFAULT 'active'
    CHECK (account_status IN ('active', 'suspended', 'cancelled')),
  ADD COLUMN licenses jsonb NOT NULL
    DEFAULT '{"enterprise":0,"professional":0,"lanCloud":0,"nonProduction":0,"softwareEncoders":0,"venues":0}',
  ADD COLUMN rtmp_streams integer NOT NULL DEFAULT 0 CHECK (rtmp_streams >= 0),
  ADD COLUMN audio_16_channel boolean NOT NULL DEFAULT false,
  ADD COLUMN additional_bandwidth_tb double precision NOT NULL DEFAULT 0
    CHECK (additional_bandwidth_tb >= 0),
  ADD COLUMN storage_tb double precision NOT NULL DEFAULT 0 CHECK (storage_tb >= 0),
  ADD COLUMN web_events integer NOT NULL DEFAULT 0 CHECK (web_events >= 0),
  ADD COLUMN studio_ai_video_count integer NOT NULL DEFAULT 0 CHECK (studio_ai_video_count >= 0);

UPDATE organisations SET licenses = jsonb_build_object(
  'enterprise', COALESCE((usage_summary->>'enterpriseLicenses')::integer, 0),
  'professional', COALESCE((usage_summary->>'professionalLicenses')::integer, 0),
  'lanCloud', COALESCE((usage_summary->>'lanCloudSiteLicenses')::integer, 0),
  'nonProduction', COALESCE((usage_summary->>'nonProductionSiteLicenses')::integer, 0),
  'softwareEncoders', 0,
  'venues', 0
);

-- A master ECG names one organisation (the admin search finds it by that).
CREATE UNIQUE INDEX organisations_master_ecg_key ON organisations (master_ecg)
  WHERE master_ecg IS NOT NULL;

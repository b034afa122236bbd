-- Library settings (the Library Settings tab of organisation details): retention ("delete
-- after", 1 to the plan's maximum, checked by the handler against the organisation's plans) and
-- the library defaults. One row per organisation, written on its first change; until then the
-- server answers the defaults. The player profile is not a foreign key: player profiles are
-- laid by a later migration of this area, and a removed profile falls back to the standard
-- player where it is read.
CREATE TABLE library_settings (
  organisation_id uuid PRIMARY KEY REFERENCES organisations(id) ON DELETE CASCADE,
  delete_after_days integer NOT NULL CHECK (delete_after_days BETWEEN 1 AND 365),
  autosave_default boolean NOT NULL DEFAULT true,
  default_player_profile_id uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);

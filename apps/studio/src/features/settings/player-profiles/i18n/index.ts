import { playerProfilesEn, playerProfileValidationEn } from './en';
import { playerProfilesEs, playerProfileValidationEs } from './es';

/**
 * The `settingsPlayerProfiles` namespace: the player profiles area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its forms' messages sit under `validation` (see field-messages.ts); its words under `playerProfiles`, as they
 * did inside `settings`.
 */
export const settingsPlayerProfilesStrings = {
  en: { playerProfiles: playerProfilesEn, validation: playerProfileValidationEn },
  es: { playerProfiles: playerProfilesEs, validation: playerProfileValidationEs },
} as const;

import { playerProfilesEn } from './en';
import { playerProfilesEs } from './es';

/**
 * The `settingsPlayerProfiles` namespace: the player profiles area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its words sit under `playerProfiles`, as they
 * did inside `settings`.
 */
export const settingsPlayerProfilesStrings = {
  en: { playerProfiles: playerProfilesEn },
  es: { playerProfiles: playerProfilesEs },
} as const;

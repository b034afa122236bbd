import { settingsEn } from './en';
import { settingsEs } from './es';

/**
 * The `settings` namespace in every language. Fetched with the feature's first route
 * (`namespace: 'settings'` in its routes), so it is not in the sign-in page (docs/i18n.md).
 */
export const settingsStrings = { en: settingsEn, es: settingsEs } as const;

import { venuesEn } from './en';
import { venuesEs } from './es';

/**
 * The `settingsVenues` namespace: the venues area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its words sit under `venues`, as they
 * did inside `settings`.
 */
export const settingsVenuesStrings = {
  en: { venues: venuesEn },
  es: { venues: venuesEs },
} as const;

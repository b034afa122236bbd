import { organisationEn } from './en';
import { organisationEs } from './es';

/**
 * The `settingsOrganisation` namespace: the organisation area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its words sit under `organisation`, as they
 * did inside `settings`.
 */
export const settingsOrganisationStrings = {
  en: { organisation: organisationEn },
  es: { organisation: organisationEs },
} as const;

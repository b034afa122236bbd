import { dashboardStrings } from '../features/dashboard/i18n';
import { helpStrings } from '../features/help/i18n';
import { settingsStrings } from '../features/settings/i18n';
import { preferredLanguage, type StudioTranslator } from './index';
import {
  EAGER_NAMESPACES,
  FEATURE_NAMESPACE_LOADERS,
  type Language,
  type Namespaces,
} from './namespaces';
import { createTranslator } from './translator';

/**
 * Every namespace, feature ones included, given up front. For stories and tests, which render a
 * feature's views without going through its route; the studio itself uses `createI18n`.
 */
export const ALL_NAMESPACES: Namespaces = {
  ...EAGER_NAMESPACES,
  dashboard: dashboardStrings,
  help: helpStrings,
  settings: settingsStrings,
};

/** A translator that never waits: every namespace is already there. */
export function createCompleteI18n(language: Language = preferredLanguage()): StudioTranslator {
  return createTranslator<Namespaces>(ALL_NAMESPACES, language, FEATURE_NAMESPACE_LOADERS);
}

import type { LANGUAGES } from '@studio/domain';
import type { Catalogue } from './translator';
import { authEn } from '../features/auth/i18n/en';
import { authEs } from '../features/auth/i18n/es';
import { dashboardEn } from '../features/dashboard/i18n/en';
import { dashboardEs } from '../features/dashboard/i18n/es';
import { errorsEn } from '../features/errors/i18n/en';
import { errorsEs } from '../features/errors/i18n/es';
import { helpEn } from '../features/help/i18n/en';
import { helpEs } from '../features/help/i18n/es';
import { settingsEn } from '../features/settings/i18n/en';
import { settingsEs } from '../features/settings/i18n/es';
import { shellEn } from '../features/shell/i18n/en';
import { shellEs } from '../features/shell/i18n/es';
import { commonEn } from './common/en';
import { commonEs } from './common/es';

export type Language = (typeof LANGUAGES)[number];

/**
 * Every namespace and its strings in each language. A feature adds its namespace here, one line,
 * from its own `features/<area>/i18n/en.ts` and `es.ts` (see docs/i18n.md).
 */
export const NAMESPACES = {
  common: { en: commonEn, es: commonEs },
  shell: { en: shellEn, es: shellEs },
  errors: { en: errorsEn, es: errorsEs },
  auth: { en: authEn, es: authEs },
  dashboard: { en: dashboardEn, es: dashboardEs },
  help: { en: helpEn, es: helpEs },
  settings: { en: settingsEn, es: settingsEs },
} as const satisfies Catalogue;

export type Namespace = keyof typeof NAMESPACES;

import { dashboardEn } from './en';
import { dashboardEs } from './es';

/**
 * The `dashboard` namespace in every language. Fetched with the feature's first route
 * (`namespace: 'dashboard'` in its routes), so it is not in the sign-in page (docs/i18n.md).
 */
export const dashboardStrings = { en: dashboardEn, es: dashboardEs } as const;

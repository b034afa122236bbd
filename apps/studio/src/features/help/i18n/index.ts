import { helpEn } from './en';
import { helpEs } from './es';

/**
 * The `help` namespace in every language. Fetched with the feature's first route
 * (`namespace: 'help'` in its routes), so it is not in the sign-in page (docs/i18n.md).
 */
export const helpStrings = { en: helpEn, es: helpEs } as const;

import { scheduleRunsEn } from './en';
import { scheduleRunsEs } from './es';

/** The `scheduleRuns` namespace, fetched with the event page only (docs/i18n.md). */
export const scheduleRunsStrings = { en: scheduleRunsEn, es: scheduleRunsEs } as const;

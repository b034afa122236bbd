import { scheduleEn } from './en';
import { scheduleEs } from './es';

/** The `schedule` namespace, fetched with the schedule's routes (docs/i18n.md). */
export const scheduleStrings = { en: scheduleEn, es: scheduleEs } as const;

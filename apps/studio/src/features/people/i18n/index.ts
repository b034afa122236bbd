import { peopleEn } from './en';
import { peopleEs } from './es';

/** The `people` namespace, fetched with the users and account routes (docs/i18n.md). */
export const peopleStrings = { en: peopleEn, es: peopleEs } as const;

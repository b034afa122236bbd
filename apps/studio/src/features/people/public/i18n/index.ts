import { peoplePublicEn } from './en';
import { peoplePublicEs } from './es';

/** The `peoplePublic` namespace, fetched with the public people pages (docs/i18n.md). */
export const peoplePublicStrings = { en: peoplePublicEn, es: peoplePublicEs } as const;

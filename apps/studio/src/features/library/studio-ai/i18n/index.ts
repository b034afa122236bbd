import { studioAiEn } from './en';
import { studioAiEs } from './es';

/** The `studioAi` namespace in every language, fetched with the library item route. */
export const studioAiStrings = { en: studioAiEn, es: studioAiEs } as const;

import { liveEn } from './en';
import { liveEs } from './es';

/** The `live` namespace in every language, fetched with Go Live and the public live pages. */
export const liveStrings = { en: liveEn, es: liveEs } as const;

import { liveDestinationsEn } from './en';
import { liveDestinationsEs } from './es';

/** The `liveDestinations` namespace in every language, fetched with Go Live and the event form. */
export const liveDestinationsStrings = { en: liveDestinationsEn, es: liveDestinationsEs } as const;

import { destinationValidationEn, destinationValidationEs } from '../../destination-messages';
import { rtmpDestinationsEn } from './en';
import { rtmpDestinationsEs } from './es';

/**
 * The `settingsRtmpDestinations` namespace: the rtmp destinations area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its forms' messages sit under `validation` (see field-messages.ts); its words under `rtmpDestinations`, as they
 * did inside `settings`.
 */
export const settingsRtmpDestinationsStrings = {
  en: { rtmpDestinations: rtmpDestinationsEn, validation: destinationValidationEn },
  es: { rtmpDestinations: rtmpDestinationsEs, validation: destinationValidationEs },
} as const;

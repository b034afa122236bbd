import {
  presetsVenuesValidationEn,
  presetsVenuesValidationEs,
} from '../../encoder-presets/i18n/validation';
import { venuesEn } from './en';
import { venuesEs } from './es';

/**
 * The `settingsVenues` namespace: the venues area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its forms' messages sit under `validation` (see field-messages.ts); its words under `venues`, as they
 * did inside `settings`.
 */
export const settingsVenuesStrings = {
  en: { venues: venuesEn, validation: presetsVenuesValidationEn },
  es: { venues: venuesEs, validation: presetsVenuesValidationEs },
} as const;

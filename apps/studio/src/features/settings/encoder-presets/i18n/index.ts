import { presetsVenuesValidationEn, presetsVenuesValidationEs } from './validation';
import { encoderPresetsEn } from './en';
import { encoderPresetsEs } from './es';

/**
 * The `settingsEncoderPresets` namespace: the encoder presets area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its forms' messages sit under `validation` (see field-messages.ts); its words under `encoderPresets`, as they
 * did inside `settings`.
 */
export const settingsEncoderPresetsStrings = {
  en: { encoderPresets: encoderPresetsEn, validation: presetsVenuesValidationEn },
  es: { encoderPresets: encoderPresetsEs, validation: presetsVenuesValidationEs },
} as const;

import { encoderPresetsEn } from './en';
import { encoderPresetsEs } from './es';

/**
 * The `settingsEncoderPresets` namespace: the encoder presets area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its words sit under `encoderPresets`, as they
 * did inside `settings`.
 */
export const settingsEncoderPresetsStrings = {
  en: { encoderPresets: encoderPresetsEn },
  es: { encoderPresets: encoderPresetsEs },
} as const;

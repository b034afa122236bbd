import { destinationValidationEn, destinationValidationEs } from '../../destination-messages';
import { qrClickOverlaysEn } from './en';
import { qrClickOverlaysEs } from './es';

/**
 * The `settingsQrClickOverlays` namespace: the qr click overlays area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its forms' messages sit under `validation` (see field-messages.ts); its words under `qrClickOverlays`, as they
 * did inside `settings`.
 */
export const settingsQrClickOverlaysStrings = {
  en: { qrClickOverlays: qrClickOverlaysEn, validation: destinationValidationEn },
  es: { qrClickOverlays: qrClickOverlaysEs, validation: destinationValidationEs },
} as const;

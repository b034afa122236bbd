import type { StudioT } from '../../i18n';
import { validationMessageKey } from '@studio/domain';
import { settingsEn } from './i18n/en';

type SettingsValidationKey = keyof (typeof settingsEn)['validation'];

const isSettingsValidationKey = (key: string): key is SettingsValidationKey =>
  key in settingsEn.validation;

/**
 * A field's message in the person's language. The rules of @studio/domain and the server answer
 * with the same English text; its key finds the translation. A message the studio has no
 * translation for (a server rule added later) is shown as it came.
 */
export function translateFieldMessage(t: StudioT<'settings'>, message: string): string {
  const key = validationMessageKey(message);
  return key && isSettingsValidationKey(key) ? t(`validation.${key}`) : message;
}

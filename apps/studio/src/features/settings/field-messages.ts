import type { StudioT } from '../../i18n';
import type { Namespace } from '../../i18n/namespaces';
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
export function translateFieldMessage<Name extends Namespace>(
  t: StudioT<Name>,
  message: string,
): string {
  const key = validationMessageKey(message);
  if (!key || !isSettingsValidationKey(key)) return message;
  // Named with its namespace, so the `t` of any settings area finds the shared messages.
  const inSettings = t as unknown as StudioT<'settings'>;
  return inSettings(`settings:validation.${key}`);
}

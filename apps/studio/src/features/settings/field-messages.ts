import type { StudioT } from '../../i18n';
import type { Namespace } from '../../i18n/namespaces';
import { validationMessageKey } from '@studio/domain';

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
  if (!key) return message;
  // An area's own namespace holds its forms' messages (`validation`); the shared ones are in
  // `settings`. A key without a translation comes back as itself (the translator's fallback), and
  // then the message is shown as it came.
  const translate = t as unknown as (key: string) => string;
  for (const path of [`validation.${key}`, `settings:validation.${key}`]) {
    const translated = translate(path);
    if (translated !== path) return translated;
  }
  return message;
}

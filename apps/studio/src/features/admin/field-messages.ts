import { adminValidationMessageKey } from '@studio/domain';
import type { StudioT } from '../../i18n';
import { translateFieldMessage } from '../settings/field-messages';

/** An admin form message in the person's language: the admin rules' own, then the shared ones. */
export function translateAdminMessage(t: StudioT<'admin'>, message: string): string {
  const key = adminValidationMessageKey(message);
  return key ? t(`validation.${key}`) : translateFieldMessage(t, message);
}

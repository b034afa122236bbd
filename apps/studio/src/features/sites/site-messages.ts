import { siteMessageKey } from '@studio/domain';
import type { StudioT } from '../../i18n';

/** A site field's message in the person's language; one the studio does not know, as it came. */
export function translateSiteMessage(t: StudioT<'sites'>, message: string): string {
  const key = siteMessageKey(message);
  return key ? t(`messages.${key}`) : message;
}

import { SCHEDULE_MESSAGES, type ScheduleMessageKey } from '@studio/domain';
import type { StudioT } from '../../i18n';

const KEYS = new Map<string, ScheduleMessageKey>(
  (Object.entries(SCHEDULE_MESSAGES) as Array<[ScheduleMessageKey, string]>).map(
    ([key, message]) => [message, key],
  ),
);

/**
 * A schedule rule's message in the person's language: the domain's rules and the server answer
 * with the spec's English text, whose key finds the translation. A message of another rule (the
 * contract's own checks) is shown as it came.
 */
export function translateScheduleMessage(t: StudioT<'schedule'>, message: string): string {
  const key = KEYS.get(message);
  return key ? t(`messages.${key}`) : message;
}

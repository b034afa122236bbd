import type { ScheduledEvent } from '@studio/api';
import type { StudioT } from '../../i18n';
import { WEEKDAYS } from './event-form';

type Recurrence = NonNullable<ScheduledEvent['recurrence']>;

/**
 * The repeat settings in the person's words ("Every week on Sunday, 20 times"); the time of day
 * is shown beside it in the event's zone. Kinds the form does not offer (minutely to yearly)
 * still read as repeating.
 */
export function repeatSummary(
  t: StudioT<'schedule'>,
  recurrence: Recurrence | null | undefined,
): string {
  if (!recurrence) return t('repeat.once');
  const { type, interval } = recurrence;
  if (type !== 'daily' && type !== 'weekly' && type !== 'monthly') {
    return t('repeat.other', { type });
  }
  let text =
    interval === 1 ? t(`repeat.every.${type}`) : t(`repeat.everyN.${type}`, { count: interval });
  const days = WEEKDAYS.filter((day) => recurrence.weekdays?.includes(day));
  if (days.length > 0) {
    text = t('repeat.onDays', {
      repeat: text,
      days: days.map((day) => t(`weekdays.${day}`)).join(', '),
    });
  } else if (recurrence.dayOfMonth != null) {
    text = t('repeat.onDayOfMonth', { repeat: text, day: recurrence.dayOfMonth });
  }
  if (recurrence.endType === 'AFTER' && recurrence.occurrences != null) {
    return t('repeat.times', { repeat: text, count: recurrence.occurrences });
  }
  if (recurrence.endType === 'ON' && recurrence.endDate) {
    return t('repeat.until', { repeat: text, date: recurrence.endDate });
  }
  return text;
}

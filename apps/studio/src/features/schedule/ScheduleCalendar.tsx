import styled from 'styled-components';
import type { ScheduleItem, SocialPost } from '@studio/api';
import {
  Button,
  DateTime,
  GridList,
  GridListItem,
  Inline,
  InlineAlert,
  Link,
  NativeSelect,
  ProgressBar,
  Stack,
  StatusBadge,
  formatDateTime,
  vars,
} from '@studio/ui';
import { useLanguage, useTranslation } from '../../i18n/react';
import { isSameMonth } from './calendar-dates';
import { calendarEntriesByDay } from './calendar-entries';
import { browserTimeZone } from './event-form';
import { PostStateBadge } from './PostStateBadge';
import type { CalendarSpan } from './schedule-view-preference';

export interface ScheduleCalendarProps {
  span: CalendarSpan;
  /** A day of the month or week shown (`yyyy-mm-dd`). */
  anchor: string;
  /** Today in the organisation's calendar, marked in the grid. */
  today: string;
  /** The days of the grid, whole weeks from Monday. */
  days: readonly string[];
  /** The occurrences of the window, null while they load. */
  items: readonly ScheduleItem[] | null;
  /** The social posts going out in the window (for those who manage social media). */
  posts?: readonly SocialPost[];
  /** The zone posts are placed and timed in; the browser's unless told (stories fix it). */
  postTimeZone?: string;
  failed: boolean;
  /** The day whose events are listed under the grid. */
  selectedDay: string | null;
  onSpanChange(span: CalendarSpan): void;
  onPrevious(): void;
  onNext(): void;
  onToday(): void;
  onSelectDay(day: string): void;
  onRetry(): void;
}

/** Shown in a day's cell; the rest are counted ("+2 more") and listed when the day is chosen. */
const SHOWN_PER_DAY = 3;

const Days = styled.div`
  .studio-GridList {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: ${vars.space[1]};
  }
  .studio-GridList-item {
    min-height: 6rem;
    align-items: flex-start;
  }
`;

const Weekdays = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${vars.space[1]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const DayCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  font-size: ${vars.font.size.sm};
  &[data-outside] {
    color: ${vars.color.textMuted};
  }
  &[data-today] .day-number {
    font-weight: ${vars.font.weight.semibold};
    text-decoration: underline;
  }
  .occurrence {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .occurrence[data-paused] {
    text-decoration: line-through;
  }
`;

const Agenda = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The calendar: a month or a week of days as react-aria's grid list (arrow keys move by day and
 * by week, Enter chooses a day, whose events are listed under the grid as links), or one day as
 * its agenda (previous and next move by a day). Each day shows its first occurrences with their
 * time in the event's zone, which is the organisation's.
 */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { t } = useTranslation('schedule');
  const language = useLanguage();
  const { span, anchor, today, days, items, failed, selectedDay } = props;
  const dayText = (day: string, style: Intl.DateTimeFormatOptions['dateStyle'] = 'full') =>
    formatDateTime(utcDate(day), {
      locale: language,
      timeZone: 'UTC',
      formatOptions: { dateStyle: style },
    });
  const period =
    span === 'month'
      ? formatDateTime(utcDate(anchor), {
          locale: language,
          timeZone: 'UTC',
          formatOptions: { month: 'long', year: 'numeric' },
        })
      : span === 'week'
        ? t('calendar.weekOf', { day: dayText(days[0]!, 'long') })
        : dayText(anchor);
  const occurrences = calendarEntriesByDay(
    items ?? [],
    props.posts ?? [],
    props.postTimeZone ?? browserTimeZone(),
  );
  const weekdayNames = days.slice(0, 7).map((day) =>
    formatDateTime(utcDate(day), {
      locale: language,
      timeZone: 'UTC',
      formatOptions: { weekday: 'short' },
    }),
  );
  // The day view is that day's agenda; the month and week list the day chosen in the grid.
  const agendaDay = span === 'day' ? anchor : selectedDay;
  const chosen = agendaDay ? (occurrences.get(agendaDay) ?? []) : [];

  return (
    <Stack gap={4}>
      <Inline gap={3} align="end">
        <NativeSelect
          label={t('spanLabel')}
          value={span}
          options={[
            { value: 'month', label: t('spans.month') },
            { value: 'week', label: t('spans.week') },
            { value: 'day', label: t('spans.day') },
          ]}
          onChange={props.onSpanChange}
        />
        <Button variant="secondary" onPress={props.onPrevious}>
          {t(`calendar.previous.${span}`)}
        </Button>
        <Button variant="secondary" onPress={props.onToday}>
          {t('calendar.today')}
        </Button>
        <Button variant="secondary" onPress={props.onNext}>
          {t(`calendar.next.${span}`)}
        </Button>
      </Inline>
      <h2 aria-live="polite">{period}</h2>
      {failed ? (
        <InlineAlert tone="error" title={t('calendar.failed')}>
          <Button variant="secondary" onPress={props.onRetry}>
            {t('calendar.retry')}
          </Button>
        </InlineAlert>
      ) : items === null ? (
        <ProgressBar label={t('calendar.loading')} isIndeterminate />
      ) : span === 'day' ? null : (
        <Days>
          <Weekdays aria-hidden="true">
            {weekdayNames.map((name, index) => (
              <span key={`${name}-${index}`}>{name}</span>
            ))}
          </Weekdays>
          <GridList
            aria-label={t('calendar.gridLabel', { period })}
            layout="grid"
            onAction={(key) => props.onSelectDay(String(key))}
          >
            {days.map((day) => {
              const dayItems = occurrences.get(day) ?? [];
              return (
                <GridListItem
                  key={day}
                  id={day}
                  textValue={t('calendar.dayLabel', { day: dayText(day), count: dayItems.length })}
                >
                  <DayCell
                    data-outside={span === 'month' && !isSameMonth(day, anchor) ? '' : undefined}
                    data-today={day === today ? '' : undefined}
                  >
                    <span className="day-number" aria-hidden="true">
                      {Number(day.slice(8, 10))}
                    </span>
                    {dayItems.slice(0, SHOWN_PER_DAY).map((item) => (
                      <span
                        key={item.key}
                        className="occurrence"
                        data-paused={item.paused ? '' : undefined}
                      >
                        <DateTime
                          value={item.startDate}
                          timeZone={item.timeZone}
                          formatOptions={{ timeStyle: 'short' }}
                        />{' '}
                        {item.postStatus ? `${t('calendar.postMark')} ` : null}
                        {item.title}
                      </span>
                    ))}
                    {dayItems.length > SHOWN_PER_DAY ? (
                      <span>{t('calendar.more', { count: dayItems.length - SHOWN_PER_DAY })}</span>
                    ) : null}
                  </DayCell>
                </GridListItem>
              );
            })}
          </GridList>
        </Days>
      )}
      <section aria-labelledby="schedule-day-heading">
        {agendaDay ? (
          <Stack gap={3}>
            <h3 id="schedule-day-heading">
              {t('calendar.dayEvents', { day: dayText(agendaDay) })}
            </h3>
            {chosen.length === 0 ? (
              <p>{t('calendar.nothingOnDay', { day: dayText(agendaDay) })}</p>
            ) : (
              <Agenda>
                {chosen.map((item) => (
                  <li key={item.key}>
                    <Inline gap={2}>
                      <DateTime
                        value={item.startDate}
                        timeZone={item.timeZone}
                        formatOptions={{ timeStyle: 'short' }}
                      />
                      <Link href={item.href}>{item.title}</Link>
                      {item.paused ? (
                        <StatusBadge label={t('states.paused')} tone="warning" />
                      ) : null}
                      {item.postStatus ? <PostStateBadge status={item.postStatus} /> : null}
                    </Inline>
                  </li>
                ))}
              </Agenda>
            )}
          </Stack>
        ) : (
          <p id="schedule-day-heading">{t('calendar.chooseDay')}</p>
        )}
      </section>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EventLog, ScheduleItem, ScheduledEvent } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DateTime,
  DialogTrigger,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  formatDateTime,
  vars,
} from '@studio/ui';
import { useLanguage, useTranslation } from '../../i18n/react';
import type { WatchLink } from '../live/GoLiveView';
import { EventRunSection } from './EventRunSection';
import { EventStateBadge } from './EventStateBadge';
import { repeatSummary } from './repeat-summary';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[3]} ${vars.space[6]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Occurrences = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

/**
 * The log is a few rows read once: a plain table (no paging, sorting or row links), which keeps
 * the event page within its budget (docs/performance.md).
 */
const LogTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: start;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
  }
  thead th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.semibold};
  }
  tbody th {
    font-weight: normal;
  }
`;

export interface EventViewProps {
  event: ScheduledEvent;
  nextOccurrences: readonly ScheduleItem[];
  logs: readonly EventLog[];
  /** Names of the ids the event holds (encoder, channels, destinations). */
  names: ReadonlyMap<string, string>;
  /** The watch pages of the event's web channels, offered while an occurrence is live. */
  watchLinks?: readonly WatchLink[];
  /** The content destinations of the live event the latest run went live as (Go Live's table). */
  runDestinations?: ReactNode;
  /** Pause or resume under way: its button shows pending. */
  pending: 'pause' | 'resume' | null;
  onPause(): void;
  onResume(): void;
  /** Skips one occurrence (its start); rejects when refused. */
  onSkip(occurrence: ScheduleItem): void;
  /** Deletes it; the dialog stays pending until it settles, and open if it fails. */
  onDelete(): Promise<unknown>;
}

const logAction = (log: EventLog): string => {
  const action = log.metadata?.['action'];
  return typeof action === 'string' ? action : '';
};

const logOccurrence = (log: EventLog): string | null => {
  const start = log.metadata?.['occurrenceStart'];
  return typeof start === 'string' ? start : null;
};

/**
 * `/schedule/event/{uuid}`: what the event plays and where, when it repeats, its state (paused,
 * live, published), the occurrence live now or the last one run with the way to its live event,
 * the next occurrences (each can be skipped), and its log. Edit, Pause or Resume, Delete (asked
 * first).
 */
export function EventView({
  event,
  nextOccurrences,
  logs,
  names,
  watchLinks = [],
  runDestinations = null,
  pending,
  onPause,
  onResume,
  onSkip,
  onDelete,
}: EventViewProps) {
  const { t } = useTranslation('schedule');
  const language = useLanguage();
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : t('form.none'));
  const encoderKind = event.kind === 'LIVE' || event.kind === 'EXISTING_ENCODER_EVENT';
  // An action the studio has no words for (a newer server) reads as the server wrote it.
  const translate = t as unknown as (key: string) => string;
  const actionText = (log: EventLog) => {
    const action = logAction(log);
    const key = `event.logActions.${action}`;
    const translated = translate(key);
    return translated !== key ? translated : action;
  };
  return (
    <Stack gap={6}>
      <PageHeader
        title={event.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('title')}
            items={[
              { id: 'schedule', label: t('title'), href: '/schedule' },
              { id: 'event', label: event.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/schedule/event/${event.uuid}/edit`}>
              {t('event.edit')}
            </Link>
            {event.paused ? (
              <Button
                variant="secondary"
                onPress={onResume}
                isPending={pending === 'resume'}
                pendingLabel={t('event.resuming')}
              >
                {t('event.resume')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onPress={onPause}
                isPending={pending === 'pause'}
                pendingLabel={t('event.pausing')}
              >
                {t('event.pause')}
              </Button>
            )}
            <DialogTrigger>
              <Button variant="danger">{t('event.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('event.deleteTitle', { name: event.name })}
                actionLabel={t('event.delete')}
                cancelLabel={t('event.cancel')}
                pendingLabel={t('event.deleting')}
                onAction={onDelete}
              >
                {t('event.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      {event.paused ? (
        <InlineAlert tone="warning" role="status">
          {t('event.pausedNote')}
        </InlineAlert>
      ) : null}
      {event.latestRun ? (
        <EventRunSection
          run={event.latestRun}
          timeZone={event.timezone}
          watchLinks={watchLinks}
          destinations={runDestinations}
        />
      ) : null}
      <section aria-labelledby="event-facts">
        <Stack gap={3}>
          <h2 id="event-facts">{t('event.facts')}</h2>
          <Facts>
            <dt>{t('event.fields.state')}</dt>
            <dd>
              <EventStateBadge event={event} />
            </dd>
            <dt>{t('event.fields.published')}</dt>
            <dd>{event.published ? t('states.published') : t('states.unpublished')}</dd>
            <dt>{t('event.fields.kind')}</dt>
            <dd>
              {t(`kinds.${event.kind}`)}
              {event.mediaId ? ` · ${nameOf(event.mediaId)}` : ''}
            </dd>
            <dt>{t('event.fields.start')}</dt>
            <dd>
              <DateTime
                value={event.startTime}
                timeZone={event.timezone}
                formatOptions={{ dateStyle: 'full', timeStyle: 'short' }}
              />
            </dd>
            <dt>{t('event.fields.timezone')}</dt>
            <dd>{event.timezone}</dd>
            <dt>{t('event.fields.duration')}</dt>
            <dd>{t('minutes', { count: event.durationMinutes })}</dd>
            <dt>{t('event.fields.repeat')}</dt>
            <dd>{repeatSummary(t, event.recurrence)}</dd>
            {event.description ? (
              <>
                <dt>{t('event.fields.description')}</dt>
                <dd>{event.description}</dd>
              </>
            ) : null}
            <dt>{t('event.fields.destinations')}</dt>
            <dd>
              <ul>
                {event.contentDestinations.map((destination) => (
                  <li key={destination.id}>
                    {t(`event.destinationTypes.${destination.type}`)}
                    {': '}
                    {nameOf(destination.webEventProfileId ?? destination.rtmpDestinationId)}
                    {' · '}
                    {t('event.offset', { count: destination.startOffsetMinutes ?? 0 })}
                  </li>
                ))}
              </ul>
            </dd>
            {encoderKind ? (
              <>
                <dt>{t('event.encoderSchedule')}</dt>
                <dd>
                  <Link href={`/schedule/encoder/${event.uuid}`}>
                    {event.encoderScheduleName ?? nameOf(event.encoderId)}
                  </Link>
                </dd>
              </>
            ) : null}
          </Facts>
        </Stack>
      </section>
      <section aria-labelledby="event-next">
        <Stack gap={3}>
          <h2 id="event-next">{t('event.nextOccurrences')}</h2>
          {nextOccurrences.length === 0 ? (
            <p>{t('event.noNextOccurrences')}</p>
          ) : (
            <Occurrences>
              {nextOccurrences.map((occurrence) => {
                const date = formatDateTime(occurrence.startDate, {
                  locale: language,
                  timeZone: occurrence.timezone ?? event.timezone,
                  formatOptions: { dateStyle: 'full', timeStyle: 'short' },
                });
                return (
                  <li key={occurrence.startDate}>
                    <Inline gap={3}>
                      <span>{date}</span>
                      {event.recurrence ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('event.skipLabel', { date })}
                          onPress={() => onSkip(occurrence)}
                        >
                          {t('event.skip')}
                        </Button>
                      ) : null}
                    </Inline>
                  </li>
                );
              })}
            </Occurrences>
          )}
        </Stack>
      </section>
      <section aria-labelledby="event-logs">
        <Stack gap={3}>
          <h2 id="event-logs">{t('event.logs')}</h2>
          {logs.length === 0 ? (
            <p>{t('event.noLogs')}</p>
          ) : (
            <LogTable aria-label={t('event.logsLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('event.logColumns.time')}</th>
                  <th scope="col">{t('event.logColumns.action')}</th>
                  <th scope="col">{t('event.logColumns.occurrence')}</th>
                </tr>
              </thead>
              <tbody>
                {logs.map((log, index) => {
                  const occurrenceStart = logOccurrence(log);
                  return (
                    <tr key={`${log.timestamp}-${index}`}>
                      <th scope="row">
                        <DateTime value={log.timestamp} timeZone={event.timezone} />
                      </th>
                      <td>{actionText(log)}</td>
                      <td>
                        {occurrenceStart ? (
                          <DateTime value={occurrenceStart} timeZone={event.timezone} />
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </LogTable>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

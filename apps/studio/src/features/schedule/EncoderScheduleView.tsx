import type { ScheduleItem, ScheduledEvent } from '@studio/api';
import { Breadcrumbs, DateTime, Link, PageHeader, Stack } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { Facts } from './EventView';

export interface EncoderScheduleViewProps {
  event: ScheduledEvent;
  nextOccurrences: readonly ScheduleItem[];
  names: ReadonlyMap<string, string>;
}

const MINUTE_MS = 60_000;

/**
 * `/schedule/encoder/{uuid}`: the encoder side of an event: which encoder, channel and preset
 * (or automatic settings), the pre-event buffer, and when the encoder starts for the next
 * occurrences (the buffer before each start).
 */
export function EncoderScheduleView({ event, nextOccurrences, names }: EncoderScheduleViewProps) {
  const { t } = useTranslation('schedule');
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : t('form.none'));
  const buffer = event.preEventBufferMinutes ?? 30;
  const title = event.encoderScheduleName ?? event.name;
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        description={t('event.encoderSchedule')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('title')}
            items={[
              { id: 'schedule', label: t('title'), href: '/schedule' },
              { id: 'event', label: event.name, href: `/schedule/event/${event.uuid}` },
              { id: 'encoder', label: t('event.encoderSchedule') },
            ]}
          />
        }
        actions={
          <Link variant="standalone" href={`/schedule/encoder/${event.uuid}/edit`}>
            {t('event.edit')}
          </Link>
        }
      />
      <Facts>
        <dt>{t('event.fields.encoderScheduleName')}</dt>
        <dd>{event.encoderScheduleName ?? t('form.none')}</dd>
        <dt>{t('event.fields.encoder')}</dt>
        <dd>{nameOf(event.encoderId)}</dd>
        <dt>{t('event.fields.encoderChannel')}</dt>
        <dd>{nameOf(event.encoderChannelId)}</dd>
        <dt>{t('event.fields.encoderPreset')}</dt>
        <dd>
          {event.automaticSettings
            ? t('event.fields.automaticSettings')
            : nameOf(event.encoderPresetId)}
        </dd>
        <dt>{t('event.fields.buffer')}</dt>
        <dd>{t('minutes', { count: buffer })}</dd>
      </Facts>
      <section aria-labelledby="encoder-starts">
        <Stack gap={3}>
          <h2 id="encoder-starts">{t('event.fields.encoderStarts')}</h2>
          {nextOccurrences.length === 0 ? (
            <p>{t('event.noNextOccurrences')}</p>
          ) : (
            <ul>
              {nextOccurrences.map((occurrence) => (
                <li key={occurrence.startDate}>
                  <DateTime
                    value={new Date(new Date(occurrence.startDate).getTime() - buffer * MINUTE_MS)}
                    timeZone={occurrence.timezone ?? event.timezone}
                    formatOptions={{ dateStyle: 'full', timeStyle: 'short' }}
                  />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

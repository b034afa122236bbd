import type { ReactNode } from 'react';
import type { EventRun } from '@studio/api';
import { Inline, Link, Stack, formatDateTime } from '@studio/ui';
import { useLanguage, useTranslation } from '../../i18n/react';
import type { WatchLink } from '../live/GoLiveView';
import { isRunLive, liveEventHref } from './event-run';

export interface EventRunSectionProps {
  run: EventRun;
  /** The event's zone: the occurrence is dated in it, as the rest of the page is. */
  timeZone: string | undefined;
  /** The watch pages of the event's web channels, offered while the run is live. */
  watchLinks: readonly WatchLink[];
  /** The live event's content destinations (Go Live's table), when the page gives them. */
  destinations?: ReactNode;
}

/**
 * "Live now" or "Last run" on the event page: which occurrence, how it went, and the way to the
 * live event it runs as. The watch pages are offered only while it is live: afterwards a web
 * channel shows whatever plays next, and the live event's page keeps the run's recording.
 */
export function EventRunSection({
  run,
  timeZone,
  watchLinks,
  destinations = null,
}: EventRunSectionProps) {
  const { t } = useTranslation('scheduleRuns');
  const language = useLanguage();
  const live = isRunLive(run);
  const href = liveEventHref(run);
  const date = formatDateTime(run.occurrenceStart, {
    locale: language,
    timeZone,
    formatOptions: { dateStyle: 'full', timeStyle: 'short' },
  });
  return (
    <section aria-labelledby="event-run">
      <Stack gap={3}>
        <h2 id="event-run">{live ? t('liveTitle') : t('lastTitle')}</h2>
        <p>{t(`states.${run.state}`, { date })}</p>
        {href || (live && watchLinks.length > 0) ? (
          <Inline gap={4}>
            {href ? (
              <Link variant="standalone" href={href}>
                {live ? t('openLive') : t('openLast')}
              </Link>
            ) : null}
            {live
              ? watchLinks.map((link) => (
                  <Link
                    key={link.channelId}
                    variant="standalone"
                    href={link.url}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('watch', { name: link.name })}
                  </Link>
                ))
              : null}
          </Inline>
        ) : null}
        {destinations}
      </Stack>
    </section>
  );
}

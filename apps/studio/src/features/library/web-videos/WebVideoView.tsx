import styled from 'styled-components';
import type { WebVideo } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DateTime,
  DialogTrigger,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { WebVideoStatusBadge } from './WebVideoStatusBadge';
import { canBeStopped } from './web-videos';

export interface WebVideoViewProps {
  video: WebVideo;
  /** Its web channel, once read: the name and the watch page's embed id. */
  channel: { name: string; embedId: string } | null;
  /** webEvents.manage: Stop while it plays or waits. */
  canStop: boolean;
  /** Stops it; the dialog stays pending until it settles. */
  onStop(): Promise<unknown>;
  stopError: string | null;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * `/media/web-videos/{uuid}`: a web video's status, playout, cues and channel (with its watch
 * page), Stop (asked first: a stopped web video cannot restart). Pure.
 */
export function WebVideoView({ video, channel, canStop, onStop, stopError }: WebVideoViewProps) {
  const { t } = useTranslation('libraryWebVideos');
  const ended = !canBeStopped(video);
  return (
    <Stack gap={6}>
      <PageHeader
        title={video.name}
        {...(video.description ? { description: video.description } : {})}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'web-videos', label: t('title'), href: '/media/web-videos' },
              { id: 'web-video', label: video.name },
            ]}
          />
        }
        actions={
          canStop && !ended ? (
            <DialogTrigger>
              <Button variant="danger">{t('stop.action')}</Button>
              <AlertDialog
                variant="danger"
                title={t('stop.title', { name: video.name })}
                actionLabel={t('stop.confirm')}
                cancelLabel={t('stop.cancel')}
                pendingLabel={t('stop.stopping')}
                onAction={onStop}
              >
                {t('stop.body')}
              </AlertDialog>
            </DialogTrigger>
          ) : undefined
        }
      />
      {stopError ? <InlineAlert tone="error">{stopError}</InlineAlert> : null}
      {video.status === 'error' ? (
        <InlineAlert tone="error">{t('errorNote')}</InlineAlert>
      ) : ended ? (
        <InlineAlert tone="info">{t('endedNote')}</InlineAlert>
      ) : null}
      <Facts>
        <dt>{t('columns.status')}</dt>
        <dd>
          <WebVideoStatusBadge video={video} />
        </dd>
        <dt>{t('columns.playout')}</dt>
        <dd>{t(`playouts.${video.playoutBehaviour ?? 'realtime'}`)}</dd>
        <dt>{t('fields.startCue')}</dt>
        <dd>{video.startCue}</dd>
        <dt>{t('fields.stopCue')}</dt>
        <dd>{video.stopCue}</dd>
        <dt>{t('columns.started')}</dt>
        <dd>{video.startedAt ? <DateTime value={video.startedAt} /> : t('notStarted')}</dd>
        <dt>{t('facts.channel')}</dt>
        <dd>
          {channel ? (
            <Stack gap={1}>
              <span>{channel.name}</span>
              <Link variant="standalone" href={`/embed/${channel.embedId}`} target="_blank">
                {t('facts.watch', { name: channel.name })}
              </Link>
            </Stack>
          ) : (
            '…'
          )}
        </dd>
        <dt>{t('fields.libraryVideo')}</dt>
        <dd>
          <Link href={`/media/library/${video.mediaId}`}>{t('facts.libraryVideo')}</Link>
        </dd>
      </Facts>
    </Stack>
  );
}

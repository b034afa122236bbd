import styled from 'styled-components';
import type { PlayerConfig } from '@studio/api';
import { Button, InlineAlert, Spinner, Stack, VisuallyHidden, vars } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { LivePlayer } from './LivePlayer';

/** What the watch page shows: the loading config, a failure, or the player. */
export type WatchState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'ready'; config: PlayerConfig };

export interface WatchViewProps {
  state: WatchState;
  onRetry(): void;
  /** The player's viewing beacons while the stream plays live (not the offline poster). */
  onHeartbeat?(positionSeconds: number): void;
}

const Page = styled.main`
  box-sizing: border-box;
  min-height: 100vh;
  padding: ${vars.space[4]};
  display: grid;
  place-items: center;
  background: #000;
  color: #fff;
  > * {
    width: min(100%, 80rem);
  }
`;

/**
 * The public watch page of a web channel (`/embed/{embedId}`, the `playerUrl` every embed code
 * of section 3 loads): its HLS source from the player configuration, played with hls.js. Offline,
 * the channel's poster shows with a word that the stream starts here.
 */
export function WatchView({ state, onRetry, onHeartbeat }: WatchViewProps) {
  const { t } = useTranslation('live');
  return (
    <Page>
      <VisuallyHidden>
        <h1>{t('watch.title')}</h1>
      </VisuallyHidden>
      {state.kind === 'loading' ? <Spinner label={t('watch.loading')} /> : null}
      {state.kind === 'notFound' ? (
        <InlineAlert tone="warning">{t('watch.notFound')}</InlineAlert>
      ) : null}
      {state.kind === 'failed' ? (
        <InlineAlert tone="error" role="alert">
          <Stack gap={3}>
            <span>{t('watch.failed')}</span>
            <div>
              <Button variant="secondary" onPress={onRetry}>
                {t('watch.retry')}
              </Button>
            </div>
          </Stack>
        </InlineAlert>
      ) : null}
      {state.kind === 'ready' ? (
        <Ready config={state.config} onRetry={onRetry} onHeartbeat={onHeartbeat} />
      ) : null}
    </Page>
  );
}

function Ready({
  config,
  onRetry,
  onHeartbeat,
}: {
  config: PlayerConfig;
  onRetry(): void;
  onHeartbeat?(positionSeconds: number): void;
}) {
  const { t } = useTranslation('live');
  const hls = config.sources.find((source) => source.type === 'application/x-mpegURL');
  const isOffline = config.liveStatus === 'OFFLINE' || config.liveStatus === 'STOPPED';
  return (
    <Stack gap={4}>
      {hls ? (
        <LivePlayer
          // Going live (or offline) loads the stream again: the address stays the same, what it
          // serves does not.
          key={config.liveStatus}
          src={hls.url}
          label={t('watch.player')}
          posterUrl={config.posterUrl ?? null}
          failedMessage={t('watch.failed')}
          retryLabel={t('watch.retry')}
          subtitleTracks={config.subtitleTracks ?? []}
          {...(onHeartbeat && !isOffline ? { onHeartbeat } : {})}
        />
      ) : null}
      {!hls || isOffline ? (
        <InlineAlert tone="info" role="status">
          <Stack gap={3}>
            <span>{isOffline ? t('watch.offline') : t('watch.unsupported')}</span>
            <div>
              <Button variant="secondary" onPress={onRetry}>
                {t('watch.retry')}
              </Button>
            </div>
          </Stack>
        </InlineAlert>
      ) : null}
      {config.liveStatus === 'NO_INPUT' ? (
        <InlineAlert tone="warning" role="status">
          {t('watch.noInput')}
        </InlineAlert>
      ) : null}
    </Stack>
  );
}

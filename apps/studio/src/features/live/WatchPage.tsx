import { useCallback, useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PlayerConfig } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import type { PublicPageProps } from '../../app/PublicApp';
import { useRuntime } from '../../app/runtime-context';
import { playerClientId } from './player-heartbeats';
import { WatchView, type WatchState } from './WatchView';

const playerConfigMachine = createRecordMachine<PlayerConfig>();

/**
 * While the channel is offline the page reads its configuration again this often, so the stream
 * starts by itself when the channel goes live (the page says it will). Ten seconds keeps a
 * waiting audience's load on the server small, at the cost of a few seconds at the start.
 */
export const WATCH_OFFLINE_RECHECK_MS = 10_000;

const isOffline = (config: PlayerConfig) =>
  config.liveStatus === 'OFFLINE' || config.liveStatus === 'STOPPED';

/** The public watch page: the embed's configuration (public `getPlayerConfig`), then the player. */
export function WatchPage({ params }: PublicPageProps) {
  const { api } = useRuntime();
  const embedId = params.embedId ?? '';
  const machine = useMemo(
    () =>
      playerConfigMachine.provide({
        actors: {
          fetchRecord: fromPromise<PlayerConfig>(({ signal }) =>
            api.getPlayerConfig(embedId, { signal }),
          ),
        },
      }),
    [api, embedId],
  );
  const [snapshot, send] = useMachine(machine);
  const { data, error } = snapshot.context;
  const waiting = data !== null && isOffline(data);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => send({ type: 'record.reload' }), WATCH_OFFLINE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting, send]);
  // One viewing session per page load; the viewer's identifier outlives it (player-heartbeats).
  const sessionId = useMemo(() => crypto.randomUUID(), []);
  const sendHeartbeat = useCallback(
    (positionSeconds: number) => {
      api
        .sendPlayerHeartbeat({
          sessionId,
          clientId: playerClientId(storageOrNull()),
          embedId,
          playbackType: 'REAL_TIME',
          positionSeconds,
          timestamp: new Date().toISOString(),
        })
        // A lost beacon costs a figure in the totals, never the viewer's stream.
        .catch(() => undefined);
    },
    [api, embedId, sessionId],
  );
  const state: WatchState = error
    ? { kind: error.status === 404 || error.status === 400 ? 'notFound' : 'failed' }
    : data
      ? { kind: 'ready', config: data }
      : { kind: 'loading' };
  return (
    <WatchView
      state={state}
      onRetry={() => send({ type: error ? 'record.retry' : 'record.reload' })}
      onHeartbeat={sendHeartbeat}
    />
  );
}

/** Reading `localStorage` itself throws where the browser blocks storage. */
function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

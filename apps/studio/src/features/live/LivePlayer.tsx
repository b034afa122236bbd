import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, InlineAlert, Stack, vars } from '@studio/ui';
import { SubtitleTracks } from '../library/captions/SubtitleTracks';
import {
  subtitleCrossOrigin,
  type PlayableSubtitleTrack,
} from '../library/captions/subtitle-tracks';
import { followPlayback } from './player-heartbeats';

export interface LivePlayerProps {
  /** The web channel's HLS manifest (public: no token). */
  src: string;
  /** The accessible name of the player. */
  label: string;
  posterUrl?: string | null;
  failedMessage: string;
  retryLabel: string;
  /** Captions of the library video the channel plays (the player configuration's tracks). */
  subtitleTracks?: readonly PlayableSubtitleTrack[];
  /** Called when playback starts and every 30 s while it plays (the viewing beacons). */
  onHeartbeat?(positionSeconds: number): void;
}

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${vars.radius.md};
`;

/**
 * How often, and how long apart, the player loads a live stream again by itself after a fatal
 * network error before it asks the viewer. A stream that has just gone live has no playlist for
 * its first seconds (the first segment is still being written), and hls.js does not retry a 404.
 */
export const LIVE_PLAYER_AUTO_RETRIES = 5;
export const LIVE_PLAYER_RETRY_DELAY_MS = 2000;

/**
 * A live stream on a public page. hls.js is fetched when the player first shows, never with the
 * page; a browser that plays HLS itself (Safari) gets the manifest as it is. hls.js follows the
 * live edge closely (`lowLatencyMode`, three target durations back) so the delay stays near the
 * segments' length. It starts muted, since browsers refuse to autoplay sound.
 */
export function LivePlayer({
  src,
  label,
  posterUrl,
  failedMessage,
  retryLabel,
  subtitleTracks = [],
  onHeartbeat,
}: LivePlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, so a new function from the page does not restart the beats.
  const heartbeat = useRef(onHeartbeat);
  heartbeat.current = onHeartbeat;
  const beats = onHeartbeat !== undefined;
  useEffect(() => {
    const element = video.current;
    if (!element || !beats) return undefined;
    return followPlayback(element, (position) => heartbeat.current?.(position));
  }, [beats]);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const autoRetries = useRef(0);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let destroy = () => {};
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    setFailed(false);
    void import('hls.js').then(
      ({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          element.src = src;
          void element.play().catch(() => undefined);
          return;
        }
        const hls = new Hls({ lowLatencyMode: true, liveSyncDurationCount: 3 });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (
            data.type === Hls.ErrorTypes.NETWORK_ERROR &&
            autoRetries.current < LIVE_PLAYER_AUTO_RETRIES
          ) {
            autoRetries.current += 1;
            retryTimer = setTimeout(
              () => setAttempt((count) => count + 1),
              LIVE_PLAYER_RETRY_DELAY_MS,
            );
            return;
          }
          setFailed(true);
        });
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          autoRetries.current = 0;
          void element.play().catch(() => undefined);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      destroy();
    };
  }, [src, attempt]);
  return (
    <Stack gap={3}>
      <Video
        ref={video}
        controls
        muted
        autoPlay
        playsInline
        aria-label={label}
        data-testid="live-player"
        {...(posterUrl ? { poster: posterUrl } : {})}
        {...subtitleCrossOrigin(subtitleTracks)}
      >
        <SubtitleTracks tracks={subtitleTracks} />
      </Video>
      {failed ? (
        <InlineAlert tone="error" role="alert">
          <Stack gap={3}>
            <span>{failedMessage}</span>
            <div>
              <Button
                variant="secondary"
                onPress={() => {
                  autoRetries.current = 0;
                  setAttempt((count) => count + 1);
                }}
              >
                {retryLabel}
              </Button>
            </div>
          </Stack>
        </InlineAlert>
      ) : null}
    </Stack>
  );
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { InlineAlert, vars } from '@studio/ui';
import { SubtitleTracks } from './captions/SubtitleTracks';
import { subtitleCrossOrigin, type PlayableSubtitleTrack } from './captions/subtitle-tracks';

export interface HlsPlayerProps {
  /** The HLS manifest. */
  src: string;
  /** The accessible name of the player. */
  label: string;
  /** The session's bearer token, read for every request (it is refreshed while playing). */
  accessToken(): string | undefined;
  failedMessage: string;
  /** The video element, for whoever seeks it (the cue editor jumps to a cue). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** The item's subtitle tracks, each a `<track>` of the video (signed WebVTT links). */
  subtitleTracks?: readonly PlayableSubtitleTrack[];
}

const Video = styled.video`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${vars.color.text};
  border-radius: ${vars.radius.md};
`;

/**
 * A video element playing an HLS ladder. hls.js (about 160 kB) is fetched when a player first
 * shows, never with the route; a browser that plays HLS itself (Safari) gets the manifest as it
 * is. Segments are requested with the session's token, so only the organisation can play them.
 * The item's subtitle tracks show as the browser's own captions (`SubtitleTracks`).
 */
export function HlsPlayer({
  src,
  label,
  accessToken,
  failedMessage,
  videoRef,
  subtitleTracks = [],
}: HlsPlayerProps) {
  const ownVideo = useRef<HTMLVideoElement>(null);
  const video = videoRef ?? ownVideo;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let destroy = () => {};
    let cancelled = false;
    setFailed(false);
    void import('hls.js').then(
      ({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          element.src = src;
          return;
        }
        const hls = new Hls({
          xhrSetup: (request) => {
            const token = accessToken();
            if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
          },
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src, accessToken, video]);
  return (
    <>
      <Video
        ref={video}
        controls
        playsInline
        aria-label={label}
        data-testid="library-player"
        {...subtitleCrossOrigin(subtitleTracks)}
      >
        <SubtitleTracks tracks={subtitleTracks} />
      </Video>
      {failed ? <InlineAlert tone="error">{failedMessage}</InlineAlert> : null}
    </>
  );
}

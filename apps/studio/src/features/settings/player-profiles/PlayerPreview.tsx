import { useEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { effectivePlayback, isWebUrl, type PlayerProfileContentType } from '@studio/domain';
import { Button, Slider, StatusBadge, ToggleButton, vars } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

/** What the preview applies: the profile's fields, as the form has them right now. */
export interface PreviewProfile {
  contentType: PlayerProfileContentType;
  autoplay: boolean;
  loop: boolean;
  mute: boolean;
  backgroundMode: boolean;
  callToAction: { text: string; url: string } | null;
  controlColor: string;
  qrClickLabel: string | null;
  restrictPlaybackWhenLive: boolean;
  hidePlaylistOnLoad: boolean;
}

export interface PlayerPreviewProps {
  profile: PreviewProfile;
  /** The demo video (`api.playerPreviewVideoUrl()`), played with native `<video>`: an MP4. */
  videoUrl: string;
}

/** What the video element reports; the element is the source of truth, this mirrors it. */
interface MediaFacts {
  paused: boolean;
  muted: boolean;
  currentTime: number;
  duration: number;
  failed: boolean;
}

type MediaReport = { type: 'media.read'; video: HTMLVideoElement } | { type: 'media.failed' };

function readMedia(facts: MediaFacts, report: MediaReport): MediaFacts {
  if (report.type === 'media.failed') return { ...facts, failed: true };
  const { paused, muted, currentTime, duration } = report.video;
  return {
    paused,
    muted,
    currentTime,
    duration: Number.isFinite(duration) ? duration : 0,
    failed: false,
  };
}

const MEDIA_EVENTS = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ended',
] as const;

/**
 * Black or white, whichever reads better on the control colour: black or white text always
 * reaches at least 4.5:1 against one of them (WCAG relative luminance).
 */
export function readableTextOn(hex: string): '#000000' | '#FFFFFF' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#FFFFFF' : '#000000';
}

const VALID_HEX = /^#[0-9A-Fa-f]{6}$/;

const Frame = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  padding: ${vars.space[3]};
  background: ${vars.color.surface};
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${vars.radius.sm};
  overflow: hidden;
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Overlay = styled.div`
  position: absolute;
  display: flex;
  gap: ${vars.space[2]};
  &[data-corner='top'] {
    inset: ${vars.space[2]} ${vars.space[2]} auto ${vars.space[2]};
    justify-content: space-between;
  }
  &[data-corner='bottom'] {
    inset: auto ${vars.space[2]} ${vars.space[2]} auto;
  }
`;

/** The profile's own colours come in as custom properties (set once per change, not per rule). */
const CallToAction = styled.a`
  display: inline-block;
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: var(--player-control-color);
  color: var(--player-control-text);
  font-weight: ${vars.font.weight.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
`;

const Chip = styled.span`
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: rgb(0 0 0 / 0.75);
  color: #fff;
  font-size: ${vars.font.size.sm};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[2]};
  border-top: 4px solid var(--player-control-color);
  .studio-Slider {
    flex: 1 1 12rem;
  }
  .studio-Slider-fill {
    background: var(--player-control-color);
  }
`;

/**
 * What the preview has to say about itself (no video on this server, autoplay refused by the
 * browser): a polite live region, always present so a screen reader hears the change.
 */
const Note = styled.p`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  &:empty {
    display: none;
  }
`;

const Playlist = styled.ol`
  margin: 0;
  padding-inline-start: ${vars.space[6]};
  color: ${vars.color.text};
`;

/**
 * The player profile's live preview: the demo video in a native `<video>` with the profile applied
 * as the person edits it. Autoplay, loop and mute drive the element; background mode plays muted
 * and looping without controls; the call to action and the QRclick label sit over the video;
 * the controls take the control colour; a live profile that restricts playback hides the seek
 * bar; a playlist profile shows its playlist, collapsed at first when it hides it on load.
 */
export function PlayerPreview({ profile, videoUrl }: PlayerPreviewProps) {
  const { t } = useTranslation('settingsPlayerProfiles');
  const videoRef = useRef<HTMLVideoElement>(null);
  const playback = effectivePlayback(profile);
  const [media, report] = useReducer(readMedia, {
    paused: true,
    muted: playback.muted,
    currentTime: 0,
    duration: 0,
    failed: false,
  });
  const [autoplayBlocked, setAutoplayBlocked] = useState(false);
  const [playlistOpen, setPlaylistOpen] = useState(!profile.hidePlaylistOnLoad);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const read = () => report({ type: 'media.read', video });
    const fail = () => report({ type: 'media.failed' });
    for (const name of MEDIA_EVENTS) video.addEventListener(name, read);
    video.addEventListener('error', fail);
    return () => {
      for (const name of MEDIA_EVENTS) video.removeEventListener(name, read);
      video.removeEventListener('error', fail);
    };
  }, []);

  // React sets `muted` only when the element is created; later changes go to the element.
  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = playback.muted;
  }, [playback.muted]);

  // Turning autoplay (or background mode) on starts the video, as a page with the profile would.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playback.autoplay) return;
    setAutoplayBlocked(false);
    video.play().catch(() => setAutoplayBlocked(true));
  }, [playback.autoplay]);

  // Hiding the playlist on load is seen as it changes: the panel follows the switch.
  useEffect(() => setPlaylistOpen(!profile.hidePlaylistOnLoad), [profile.hidePlaylistOnLoad]);

  const controlColor = VALID_HEX.test(profile.controlColor) ? profile.controlColor : '#FFFFFF';
  const colours = {
    '--player-control-color': controlColor,
    '--player-control-text': readableTextOn(controlColor),
  } as CSSProperties;
  const isLive = profile.contentType === 'live';
  const seekingAllowed = !(isLive && profile.restrictPlaybackWhenLive);
  const callToAction =
    profile.callToAction && profile.callToAction.text.trim() !== '' ? profile.callToAction : null;
  const play = () => {
    setAutoplayBlocked(false);
    void videoRef.current?.play().catch(() => setAutoplayBlocked(true));
  };

  return (
    <Frame style={colours} aria-label={t('playerProfiles.preview.title')}>
      <Stage>
        <video
          ref={videoRef}
          src={videoUrl}
          aria-label={t('playerProfiles.preview.videoLabel')}
          data-testid="player-preview-video"
          muted={playback.muted}
          loop={playback.loop}
          playsInline
          preload="auto"
        />
        <Overlay data-corner="top">
          <span>{isLive && <Chip>{t('playerProfiles.preview.live')}</Chip>}</span>
          {profile.qrClickLabel && <Chip>{profile.qrClickLabel}</Chip>}
        </Overlay>
        {callToAction && (
          <Overlay data-corner="bottom">
            <CallToAction
              href={isWebUrl(callToAction.url.trim()) ? callToAction.url.trim() : undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {callToAction.text}
            </CallToAction>
          </Overlay>
        )}
      </Stage>
      <Note role="status">
        {media.failed
          ? t('playerProfiles.preview.unavailable')
          : autoplayBlocked && media.paused
            ? t('playerProfiles.preview.blocked')
            : null}
      </Note>
      {playback.controls && (
        <Controls>
          <Button size="sm" onPress={() => (media.paused ? play() : videoRef.current?.pause())}>
            {media.paused ? t('playerProfiles.preview.play') : t('playerProfiles.preview.pause')}
          </Button>
          <ToggleButton
            size="sm"
            isSelected={media.muted}
            onChange={(muted) => {
              if (videoRef.current) videoRef.current.muted = muted;
            }}
          >
            {t('playerProfiles.preview.mute')}
          </ToggleButton>
          {seekingAllowed ? (
            <Slider
              label={t('playerProfiles.preview.seek')}
              minValue={0}
              maxValue={Math.max(media.duration, 1)}
              step={0.1}
              value={media.currentTime}
              formatOptions={{ style: 'unit', unit: 'second', maximumFractionDigits: 0 }}
              onChange={(seconds) => {
                if (videoRef.current) videoRef.current.currentTime = seconds;
              }}
            />
          ) : (
            <StatusBadge tone="danger" label={t('playerProfiles.preview.liveEdge')} />
          )}
        </Controls>
      )}
      {profile.contentType === 'playlist' && (
        <div>
          <Button
            size="sm"
            variant="quiet"
            aria-expanded={playlistOpen}
            onPress={() => setPlaylistOpen((open) => !open)}
          >
            {playlistOpen
              ? t('playerProfiles.preview.hidePlaylist')
              : t('playerProfiles.preview.showPlaylist')}
          </Button>
          {playlistOpen && (
            <Playlist aria-label={t('playerProfiles.preview.playlist')}>
              {[1, 2, 3].map((number) => (
                <li key={number}>{t('playerProfiles.preview.playlistItem', { number })}</li>
              ))}
            </Playlist>
          )}
        </div>
      )}
    </Frame>
  );
}

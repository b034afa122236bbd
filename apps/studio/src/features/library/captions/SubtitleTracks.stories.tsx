import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SubtitleTracks, type SubtitleTracksProps } from './SubtitleTracks';
import { subtitleCrossOrigin, type PlayableSubtitleTrack } from './subtitle-tracks';

/**
 * The captions both players give their video (the library item page's HLS player and the public
 * watch page's): one `<track>` per track, the viewer's language shown from the start. The WebVTT
 * files are `data:` links here, standing in for the server's signed links, so the browser really
 * parses them; the video has no source, since captions load without one.
 */
const vtt = (text: string) =>
  `data:text/vtt;charset=utf-8,${encodeURIComponent(`WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${text}\n`)}`;

const english: PlayableSubtitleTrack = {
  uuid: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f14',
  language: 'en',
  label: 'English',
  url: vtt('Welcome to the Sunday service.'),
};
const spanish: PlayableSubtitleTrack = {
  uuid: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f15',
  language: 'es',
  label: 'Español',
  url: vtt('Bienvenidos al servicio del domingo.'),
};
const portugueseProcessing: PlayableSubtitleTrack = {
  uuid: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f16',
  language: 'pt-BR',
  label: 'Português',
  url: null,
};

function CaptionedVideo(props: SubtitleTracksProps) {
  return (
    <video
      controls
      playsInline
      aria-label="Sunday 9am Service - Hope in Hard Times"
      style={{ width: '100%', maxWidth: '40rem', aspectRatio: '16 / 9', background: '#000' }}
      {...subtitleCrossOrigin(props.tracks)}
    >
      <SubtitleTracks {...props} />
    </video>
  );
}

const meta = {
  title: 'Studio/Library/Captions',
  component: CaptionedVideo,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof CaptionedVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText<HTMLVideoElement>('Sunday 9am Service - Hope in Hard Times');

const tracksOf = (video: HTMLVideoElement) => Array.from(video.querySelectorAll('track'));

/** A viewer whose browser prefers Spanish (Mexico): the Spanish track shows, its cue loaded. */
export const ViewerLanguageShown: Story = {
  args: { tracks: [english, spanish], preferredLanguages: ['es-MX', 'en'] },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(video).toHaveAttribute('crossorigin', 'anonymous');
    const tracks = tracksOf(video);
    await expect(tracks.map((track) => [track.kind, track.srclang, track.label])).toEqual([
      ['subtitles', 'en', 'English'],
      ['subtitles', 'es', 'Español'],
    ]);
    await expect(tracks.map((track) => track.default)).toEqual([false, true]);
    await waitFor(() => expect(tracks[1]?.readyState).toBe(HTMLTrackElement.LOADED));
    await expect(video.textTracks[1]?.mode).toBe('showing');
    await expect(video.textTracks[1]?.cues?.[0]).toHaveProperty(
      'text',
      'Bienvenidos al servicio del domingo.',
    );
    // The other language is in the captions menu, not shown.
    await expect(video.textTracks[0]?.mode).toBe('disabled');
  },
};

/** No track in the viewer's languages: every track listed, none shown until the viewer picks one. */
export const NoViewerLanguage: Story = {
  args: { tracks: [english, spanish], preferredLanguages: ['fr-FR', 'de'] },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    const tracks = tracksOf(video);
    await expect(tracks).toHaveLength(2);
    await expect(tracks.some((track) => track.default)).toBe(false);
    await expect(Array.from(video.textTracks).map((track) => track.mode)).toEqual([
      'disabled',
      'disabled',
    ]);
  },
};

/** A track still being made has no file yet: it is left out until it has one. */
export const TrackWithoutFile: Story = {
  args: { tracks: [english, portugueseProcessing], preferredLanguages: ['pt-BR', 'en'] },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    const tracks = tracksOf(video);
    await expect(tracks.map((track) => track.srclang)).toEqual(['en']);
    // Portuguese is preferred but has no file: English, the next language, shows.
    await waitFor(() => expect(tracks[0]?.readyState).toBe(HTMLTrackElement.LOADED));
    await expect(video.textTracks[0]?.mode).toBe('showing');
  },
};

/** A video without subtitles: no `<track>`, and no CORS mode asked of the video. */
export const NoTracks: Story = {
  args: { tracks: [], preferredLanguages: ['en'] },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(tracksOf(video)).toHaveLength(0);
    await expect(video).not.toHaveAttribute('crossorigin');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { SubtitleTrack, Transcription } from '@studio/api';
import { capabilitiesForRoles } from '@studio/domain';
import { exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { StudioApp } from '../../../storybook/StudioApp';
import { demoItem } from '../edits/edit-fixtures';
import { completedTranscription, demoAllowance, noTranscription } from './transcription-fixtures';

const api = mockHttp();

/** The server's side of the journey: not transcribed, then (once asked) transcribed. */
function transcriptionHandlers() {
  let transcription: Transcription = noTranscription;
  let tracks: SubtitleTrack[] = [];
  return [
    http.get('/api/v2/users/me', () =>
      HttpResponse.json(
        fixture('CurrentUser', {
          roles: ['mediaLibraryAdmin'],
          capabilities: capabilitiesForRoles(['mediaLibraryAdmin']),
        }),
      ),
    ),
    api.v3.get('/customers/{customerId}/media/{mediaId}', ({ response }) =>
      response(200).json(demoItem),
    ),
    api.mediaStatus.get('/media/{mediaId}', ({ response }) =>
      response(404).json([{ code: 'NOT_FOUND', message: 'Not found.' }]),
    ),
    api.v4.get('/customers/{customerId}/media/{mediaId}/transcription', ({ response }) =>
      response(200).json(transcription),
    ),
    api.v4.post('/customers/{customerId}/media/{mediaId}/transcription', ({ response }) => {
      // The worker is quick in this story: the next read finds the transcript done.
      transcription = completedTranscription;
      return response(202).json({ ...noTranscription, status: 'pending' });
    }),
    api.subtitles.get('/media/{mediaId}/tracks', ({ response }) => response(200).json(tracks)),
    api.subtitles.post('/media/{mediaId}/tracks', ({ response }) => {
      const track: SubtitleTrack = {
        uuid: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f14',
        mediaId: demoItem.mediaId,
        language: 'en',
        label: 'English',
        status: 'ready',
        automated: true,
        url: 'https://media.studio.example/subtitles/5d1e9f20-en.vtt',
      };
      tracks = [track];
      return response(201).json(track);
    }),
    api.subtitles.get('/customers/{customerId}/allowance', ({ response }) =>
      response(200).json(demoAllowance),
    ),
  ];
}

/** The library item page's transcript panel inside the whole studio (MSW). */
const meta = {
  title: 'Studio/Library/Transcription journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...transcriptionHandlers(), ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** Transcribe the video, read the words, make English subtitles from them. */
export const TranscribeAndMakeSubtitles: Story = {
  render: () => <StudioApp path={`/media/library/${demoItem.mediaId}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Transcript & subtitles' }, timeout);
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Transcribe video' }, timeout),
    );
    const transcript = await within(panel).findByRole(
      'list',
      { name: `Transcript of ${demoItem.title}` },
      timeout,
    );
    await expect(within(transcript).getByText('welcome to the sunday service')).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Make English subtitles from the transcript' }),
    );
    await expect(
      await within(panel).findByRole('link', { name: 'Download English' }, timeout),
    ).toBeVisible();
  },
};

import type { SubtitleAllowance, SubtitleTrack, Transcription } from '@studio/api';

const mediaId = '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01';

/** What PocketSphinx made of a short welcome (no punctuation, lower case: as it writes). */
export const completedTranscription: Transcription = {
  mediaId,
  status: 'completed',
  language: 'en',
  text: 'welcome to the sunday service we are glad you are here today',
  segments: [
    { start: 0, end: 1.79, text: 'welcome to the sunday service' },
    { start: 3.62, end: 5.33, text: 'we are glad you are here today' },
  ],
  reason: null,
  durationSeconds: 1200,
  requestedAt: '2026-11-15T17:01:00Z',
  updatedAt: '2026-11-15T17:02:00Z',
};

export const noTranscription: Transcription = {
  mediaId,
  status: 'none',
  language: 'en',
  text: null,
  segments: [],
  reason: null,
  durationSeconds: null,
  requestedAt: null,
  updatedAt: '2026-11-15T16:35:00Z',
};

export const processingTranscription: Transcription = {
  ...noTranscription,
  status: 'processing',
  durationSeconds: 1200,
  requestedAt: '2026-11-15T17:01:00Z',
};

export const failedTranscription: Transcription = {
  ...processingTranscription,
  status: 'failed',
  reason:
    'The speech recognition model is not installed (/usr/share/pocketsphinx/model/en-us lacks en-us.lm.bin). Install it with: apt-get install -y pocketsphinx-en-us',
};

export const demoTracks: SubtitleTrack[] = [
  {
    uuid: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f14',
    mediaId,
    language: 'en',
    label: 'English',
    status: 'ready',
    automated: true,
    url: 'https://media.studio.example/subtitles/5d1e9f20-en.vtt',
  },
  {
    uuid: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f15',
    mediaId,
    language: 'es',
    label: 'Español',
    status: 'ready',
    automated: false,
    url: 'https://media.studio.example/subtitles/5d1e9f20-es.vtt',
  },
];

export const demoAllowance: SubtitleAllowance = { hoursPerMonth: 10, hoursUsed: 3.5 };

import { fixture } from '@studio/api/mocks';
import type { LibraryItem } from './library-api';

const mediaId = (last: number) => `5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e1${last}`;

/** Library items for stories, built from the contract's example. */
export const demoLibraryItems: LibraryItem[] = [
  fixture('LibraryItem', { mediaId: mediaId(1), thumbnailUrl: null }),
  fixture('LibraryItem', {
    mediaId: mediaId(2),
    title: 'Christmas Eve 2025',
    tags: ['christmas'],
    thumbnailUrl: null,
    durationSeconds: 3725,
    length: '1h 2m 5s',
    mediaSource: 'UPLOADED',
    state: 'started',
    processingStatus: 'TRANSCODING',
  }),
  fixture('LibraryItem', {
    mediaId: mediaId(3),
    title:
      'A very long title for the Wednesday evening prayer and worship night with the youth band and guests',
    thumbnailUrl: null,
    state: 'errored',
    processingStatus: 'FAILED',
  }),
];

import type { LibraryItem } from '../library-api';
import type { ClipListItem } from './clip-list';
import type { Cue } from '@studio/machines';

/** A processed 20-minute sermon, as the trim and clip stories show it. */
export const demoItem: LibraryItem = {
  mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01',
  title: 'Sunday 9am Service - Hope in Hard Times',
  tags: ['sermon'],
  startTime: '2026-11-15T15:00:00Z',
  dateCreated: '2026-11-15T16:35:00Z',
  airDate: '2026-11-15',
  airTime: '09:00',
  length: '20m',
  durationSeconds: 1200,
  thumbnailUrl: null,
  description: 'Pastor Ana Ruiz on hope in hard times.',
  source: 'encoder',
  mediaSource: 'LIVE',
  documents: [],
  summary: null,
  transcript: null,
  discussionQuestions: [],
  aiStatus: null,
  state: 'completed',
  processingStatus: 'COMPLETE',
};

export const demoClips: ClipListItem[] = [
  {
    id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f01',
    uuid: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f01',
    mediaId: demoItem.mediaId,
    clipMediaId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f11',
    title: 'Hope is a person',
    description: 'A one-minute moment from Sunday.',
    start: '00:12:02.000',
    end: '00:13:05.000',
    aspectRatio: '9:16',
    status: 'COMPLETE',
    thumbnailUrl: null,
    createdAt: '2026-11-16T10:00:00Z',
  },
  {
    id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f02',
    uuid: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f02',
    mediaId: demoItem.mediaId,
    clipMediaId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f12',
    title: 'Welcome and announcements',
    description: null,
    start: '00:00:30.000',
    end: '00:01:30.000',
    aspectRatio: '16:9',
    status: 'TRANSCODING',
    thumbnailUrl: null,
    createdAt: '2026-11-16T11:00:00Z',
  },
];

export const demoCues: Cue[] = [
  {
    id: 'start-of-video',
    position: '00:00:00.000',
    name: 'Start of Video',
    visibility: 'shared',
    userId: 'system',
  },
  {
    id: '6f8b0d21-4e5a-4c7d-8f9a-0b1c2d3e4f01',
    position: '00:12:30.500',
    name: 'Sermon starts',
    visibility: 'shared',
    userId: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c01',
  },
  {
    id: '6f8b0d21-4e5a-4c7d-8f9a-0b1c2d3e4f02',
    position: '00:18:00.000',
    name: 'My note',
    visibility: 'private',
    userId: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c01',
  },
];

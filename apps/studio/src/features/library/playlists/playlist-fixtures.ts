import { fixture } from '@studio/api/mocks';
import type { PlaylistMedia } from '@studio/api';
import type { PlaylistRecord } from './actors';

const playlistId = (last: number) => `3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e0${last}`;
const mediaId = (last: number) => `5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e0${last}`;

/** The demo organisation's playlists (the server's seed), from the contract's example. */
export const demoPlaylists = [
  fixture('Playlist', {
    id: playlistId(1),
    name: 'Sermons 2026',
    mediaCount: 2,
    totalLength: 8112.4,
    thumbnailUrl: null,
  }),
  fixture('Playlist', {
    id: playlistId(2),
    name: 'Special Services',
    rolling: false,
    sort: 'end',
    mediaCount: 2,
    maxVideoCount: 10,
    totalLength: 5425,
    thumbnailUrl: null,
  }),
];

export const demoPlaylistMedia: PlaylistMedia[] = [
  {
    playlistId: playlistId(1),
    totalLength: 8112.4,
    mediaCount: 2,
    items: [
      {
        mediaId: mediaId(1),
        position: 0,
        title: 'Sunday 9am Service - Hope in Hard Times',
        durationSeconds: 4512.4,
        thumbnailUrl: null,
      },
      {
        mediaId: mediaId(3),
        position: 1,
        title: 'Youth Night - Courage',
        durationSeconds: 3600,
        thumbnailUrl: null,
      },
    ],
  },
  {
    playlistId: playlistId(2),
    totalLength: 5425,
    mediaCount: 2,
    items: [
      {
        mediaId: mediaId(2),
        position: 0,
        title: 'Christmas Eve 2025',
        durationSeconds: 3725,
        thumbnailUrl: null,
      },
      {
        mediaId: mediaId(4),
        position: 1,
        title: 'Baptism Sunday',
        durationSeconds: 1700,
        thumbnailUrl: null,
      },
    ],
  },
];

export const demoPlaylistRecord: PlaylistRecord = {
  playlist: demoPlaylists[0]!,
  media: demoPlaylistMedia[0]!,
};

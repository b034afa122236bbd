import { fixture } from '@studio/api/mocks';
import type { FeedItem, FeedPlaylistChoice } from './feeds';

export const demoFeedPlaylists: FeedPlaylistChoice[] = [
  { id: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01', name: 'Sermons 2026' },
  { id: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e02', name: 'Special Services' },
];

const sermons = fixture('Feed', {});

export const demoFeed: FeedItem = { ...sermons, id: sermons.uuid };

export const demoFeeds: FeedItem[] = [
  demoFeed,
  {
    ...sermons,
    id: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b02',
    uuid: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b02',
    name: 'Special services',
    playlistId: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e02',
    enabled: false,
    url: 'http://localhost:3000/api/v4/public/feeds/3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b02/rss.xml',
  },
  {
    ...sermons,
    id: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b03',
    uuid: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b03',
    name: 'Everything we publish',
    playlistId: null,
    url: 'http://localhost:3000/api/v4/public/feeds/3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b03/rss.xml',
  },
];

export const demoPlaylistNames: ReadonlyMap<string, string> = new Map(
  demoFeedPlaylists.map((playlist) => [playlist.id, playlist.name]),
);

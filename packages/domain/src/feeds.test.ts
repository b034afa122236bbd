import { describe, expect, it } from 'vitest';
import { FEED_LIMITS, feedFieldProblems } from './feeds.js';

describe('feedFieldProblems', () => {
  it('accepts a complete feed and a name alone', () => {
    expect(
      feedFieldProblems({
        name: 'Sunday sermons',
        description: 'Every week',
        author: 'Riverside Church',
        language: 'es-MX',
        category: 'Religion & Spirituality',
        explicit: false,
        imageUrl: 'https://riverside.example/cover.jpg',
        playlistId: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01',
        enabled: true,
      }),
    ).toEqual({});
    expect(feedFieldProblems({ name: 'Talks', imageUrl: null, playlistId: null })).toEqual({});
  });

  it('names each refused field with its message key', () => {
    expect(
      feedFieldProblems({
        name: '   ',
        description: 'x'.repeat(FEED_LIMITS.descriptionMax + 1),
        author: 'a'.repeat(FEED_LIMITS.authorMax + 1),
        language: 'English',
        category: 'Cooking',
        imageUrl: 'javascript:alert(1)',
        playlistId: 7,
      }),
    ).toEqual({
      name: 'nameRequired',
      description: 'descriptionMax',
      author: 'authorMax',
      language: 'language',
      category: 'category',
      imageUrl: 'imageUrl',
      playlistId: 'playlist',
    });
    expect(feedFieldProblems({ name: 'n'.repeat(FEED_LIMITS.nameMax + 1) })).toEqual({
      name: 'nameMax',
    });
  });
});

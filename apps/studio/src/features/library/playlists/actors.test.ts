import { describe, expect, it } from 'vitest';
import { moved, parseMaxVideoCount } from './actors';
import { addToPlaylistErrors, playlistFormErrors } from './playlist-rules';

describe('moving a video in a playlist', () => {
  it('moves one item down and up, keeping the others in order', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('changes nothing for a position outside the list', () => {
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('the playlist form’s rules', () => {
  const valid = { name: 'Sermons', rolling: false, sort: 'start' as const, maxVideoCount: '100' };

  it('accepts whole numbers from 1 to 1000 only', () => {
    expect(parseMaxVideoCount(' 12 ')).toBe(12);
    expect(parseMaxVideoCount('1.5')).toBeNaN();
    expect(playlistFormErrors(valid)).toEqual({});
    expect(playlistFormErrors({ ...valid, maxVideoCount: '0' })).toEqual({
      maxVideoCount: 'Maximum video count must be a whole number from 1 to 1000.',
    });
    expect(playlistFormErrors({ ...valid, maxVideoCount: 'ten' })).toHaveProperty('maxVideoCount');
  });

  it('asks for a name of at most 128 characters', () => {
    expect(playlistFormErrors({ ...valid, name: '  ' })).toEqual({
      name: 'Playlist name is required.',
    });
    expect(playlistFormErrors({ ...valid, name: 'x'.repeat(129) })).toHaveProperty('name');
  });

  it('asks for a playlist and at least one video before adding', () => {
    expect(addToPlaylistErrors({ playlistId: '', mediaIds: [] })).toEqual({
      playlistId: 'Choose a playlist.',
      mediaIds: 'Choose videos of your library.',
    });
    expect(addToPlaylistErrors({ playlistId: 'p', mediaIds: ['m'] })).toEqual({});
  });
});

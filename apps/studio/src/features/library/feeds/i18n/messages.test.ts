import { describe, expect, it } from 'vitest';
import { FEED_CATEGORIES, FEED_MESSAGES } from '@studio/domain';
import { libraryFeedsEn } from './en';

describe('the feed screens’ words', () => {
  it('carry the domain’s messages word for word in English, and every category', () => {
    expect(libraryFeedsEn.messages).toEqual(FEED_MESSAGES);
    expect(Object.keys(libraryFeedsEn.categories)).toEqual([...FEED_CATEGORIES]);
  });
});

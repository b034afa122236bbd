import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES, VALIDATION_MESSAGES } from '@studio/domain';
import { libraryWebVideosEn } from './en';

describe('the web video forms’ messages', () => {
  it('are the domain’s messages, word for word in English', () => {
    for (const [key, message] of Object.entries(libraryWebVideosEn.validation)) {
      expect(VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]).toBe(message);
    }
    expect(libraryWebVideosEn.conflicts.webChannelInUse).toBe(LIFECYCLE_MESSAGES.webChannelInUse);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_VIDEO_VALIDATION_MESSAGES,
} from '@studio/domain';
import { libraryWebVideosEn } from './en';

describe('the web video forms’ messages', () => {
  it('are the domain’s messages, word for word in English', () => {
    for (const [key, message] of Object.entries(libraryWebVideosEn.validation)) {
      const messages = { ...VALIDATION_MESSAGES, ...WEB_VIDEO_VALIDATION_MESSAGES };
      expect(messages[key as keyof typeof messages]).toBe(message);
    }
    expect(libraryWebVideosEn.conflicts.webChannelInUse).toBe(LIFECYCLE_MESSAGES.webChannelInUse);
  });
});

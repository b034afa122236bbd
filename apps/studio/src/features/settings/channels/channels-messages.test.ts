import { describe, expect, it } from 'vitest';
import { deleteAfterRangeMessage, VALIDATION_MESSAGES } from '@studio/domain';
import { channelsEn } from './i18n/en';

describe('the channel forms’ messages', () => {
  it('are the domain’s messages, word for word in English', () => {
    const { deleteAfterRange, ...fixed } = channelsEn.channelValidation;
    for (const [key, message] of Object.entries(fixed)) {
      expect(VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]).toBe(message);
    }
    expect(deleteAfterRange.replace('{{max}}', '30')).toBe(deleteAfterRangeMessage(30));
  });
});

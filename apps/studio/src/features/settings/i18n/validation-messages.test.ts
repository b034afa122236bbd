import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { settingsEn } from './en';

describe('the settings forms’ messages', () => {
  it('are the domain’s messages, word for word in English', () => {
    for (const [key, message] of Object.entries(settingsEn.validation)) {
      expect(VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]).toBe(message);
    }
  });
});

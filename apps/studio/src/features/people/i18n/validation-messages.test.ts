import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { apiAccessEn } from '../api-access/i18n/en';
import { peoplePublicEn } from '../public/i18n/en';
import { peopleEn } from './en';

describe('the people forms’ messages', () => {
  it('are the domain’s messages, word for word in English', () => {
    for (const validation of [
      peopleEn.validation,
      apiAccessEn.validation,
      peoplePublicEn.validation,
    ]) {
      for (const [key, message] of Object.entries(validation)) {
        expect(VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]).toBe(message);
      }
    }
  });
});

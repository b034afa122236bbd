import { ERROR_MESSAGES } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { toMachineError, userMessageOf } from './machine-error.js';

describe('userMessageOf', () => {
  it("tells the server's first message, the one naming the rule that refused the request", () => {
    const error = toMachineError({
      status: 409,
      message: ERROR_MESSAGES.conflict,
      errors: [
        { code: 'NAME_EXISTS', message: 'A playlist with this name already exists.' },
        { code: 'OTHER', message: 'second' },
      ],
    });
    expect(userMessageOf(error)).toBe('A playlist with this name already exists.');
  });

  it("falls back to the status's wording when the server sent no message", () => {
    expect(userMessageOf(toMachineError({ status: 500, message: 'Try again.', errors: [] }))).toBe(
      'Try again.',
    );
    expect(userMessageOf(toMachineError(new TypeError('fetch failed')))).toBe('fetch failed');
    expect(userMessageOf(toMachineError('dropped'))).toBe(ERROR_MESSAGES.genericTryAgain);
  });
});

import { describe, expect, it } from 'vitest';
import { ENCODER_NAME_MAX, encoderNameProblem } from './encoder-name.js';

describe('encoderNameProblem', () => {
  it('needs a name, spaces not counted', () => {
    expect(encoderNameProblem('')).toBe('nameRequired');
    expect(encoderNameProblem('   ')).toBe('nameRequired');
  });
  it('takes at most the contract’s 100 characters', () => {
    expect(encoderNameProblem('x'.repeat(ENCODER_NAME_MAX))).toBeNull();
    expect(encoderNameProblem('x'.repeat(ENCODER_NAME_MAX + 1))).toBe('nameMax');
    expect(encoderNameProblem('  Youth Room Laptop  ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { PasswordFieldProps, PasswordRequirement } from './PasswordField';

const requirements: PasswordRequirement[] = [
  { id: 'length', label: 'At least 10 characters', isMet: (value) => value.length >= 10 },
];

describe('PasswordFieldProps', () => {
  it('requires requirementStatusLabels whenever requirements are given (checked by the type checker)', () => {
    const withChecklist: PasswordFieldProps = {
      label: 'Password',
      revealLabel: 'Show password',
      requirements,
      requirementStatusLabels: { met: 'met', unmet: 'not met' },
    };
    // @ts-expect-error without the status words a screen reader hears each rule but not its state.
    const silent: PasswordFieldProps = {
      label: 'Password',
      revealLabel: 'Show password',
      requirements,
    };
    const signIn: PasswordFieldProps = { label: 'Password', revealLabel: 'Show password' };
    expect([withChecklist, silent, signIn]).toHaveLength(3);
  });
});

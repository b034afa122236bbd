import { describe, expect, it } from 'vitest';
import {
  invitationAcceptanceFormSchema,
  passwordChangeFormSchema,
  passwordResetFormSchema,
} from './people-form-validation.js';
import { validateFields } from './validation.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

describe('the people forms’ own rules', () => {
  it('check names, the address, password strength and confirmation when accepting', () => {
    expect(
      validateFields(invitationAcceptanceFormSchema, {
        firstName: 'S',
        lastName: 'Ortega',
        email: 'sam@',
        password: 'alllowercase1',
        confirmPassword: 'different',
      }),
    ).toEqual({
      firstName: VALIDATION_MESSAGES.nameLength,
      email: VALIDATION_MESSAGES.email,
      password: VALIDATION_MESSAGES.passwordStrength,
      confirmPassword: VALIDATION_MESSAGES.passwordMatch,
    });
  });

  it('want the confirmation to match on a reset', () => {
    expect(
      validateFields(passwordResetFormSchema, {
        password: 'New-Password-2026',
        confirmPassword: 'x',
      }),
    ).toEqual({ confirmPassword: VALIDATION_MESSAGES.passwordMatch });
    expect(
      validateFields(passwordResetFormSchema, {
        password: 'New-Password-2026',
        confirmPassword: 'New-Password-2026',
      }),
    ).toEqual({});
  });

  it('want the current password for a change', () => {
    expect(
      validateFields(passwordChangeFormSchema, {
        currentPassword: '',
        password: 'New-Password-2026',
        confirmPassword: 'New-Password-2026',
      }),
    ).toEqual({ currentPassword: VALIDATION_MESSAGES.currentPasswordRequired });
  });
});

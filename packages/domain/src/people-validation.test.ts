import { describe, expect, it } from 'vitest';
import {
  apiClientSchema,
  inviteAcceptanceSchema,
  inviteSchema,
  passwordChangeSchema,
  userEditSchema,
} from './people-validation.js';
import { validateFields } from './validation.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

describe('people rules', () => {
  it('asks for a country code on a typed phone and accepts none', () => {
    const base = { name: 'Dana Whitfield', title: '', roles: ['eventAdmin'] };
    expect(validateFields(userEditSchema, { ...base, phone: '2175550123' }).phone).toBe(
      VALIDATION_MESSAGES.phoneCountryCode,
    );
    expect(validateFields(userEditSchema, { ...base, phone: '+1 217 555 0123' })).toEqual({});
    expect(validateFields(userEditSchema, { ...base, phone: '' })).toEqual({});
  });

  it('requires a role and keeps Platform Admin alone', () => {
    const base = { name: 'Dana Whitfield', title: '', phone: '' };
    expect(validateFields(userEditSchema, { ...base, roles: [] }).roles).toBe(
      VALIDATION_MESSAGES.roleRequired,
    );
    expect(
      validateFields(userEditSchema, { ...base, roles: ['resiAdmin', 'eventAdmin'] }).roles,
    ).toBe(VALIDATION_MESSAGES.platformAdminAlone);
    expect(validateFields(userEditSchema, { ...base, roles: ['resiAdmin'] })).toEqual({});
  });

  it('checks the invitation e-mail and its length', () => {
    expect(
      validateFields(inviteSchema, { email: 'not-an-address', roles: ['eventAdmin'] }).email,
    ).toBe(VALIDATION_MESSAGES.email);
    expect(
      validateFields(inviteSchema, { email: `${'a'.repeat(64)}@b.example`, roles: ['eventAdmin'] })
        .email,
    ).toBe(VALIDATION_MESSAGES.emailMax);
  });

  it('checks names, password strength and confirmation when accepting', () => {
    const errors = validateFields(inviteAcceptanceSchema, {
      firstName: 'S',
      lastName: 'Ortega',
      password: 'alllowercase1',
      confirmPassword: 'different',
    });
    expect(errors).toEqual({
      firstName: VALIDATION_MESSAGES.nameLength,
      password: VALIDATION_MESSAGES.passwordStrength,
      confirmPassword: VALIDATION_MESSAGES.passwordMatch,
    });
  });

  it('wants the current password and a different new one', () => {
    expect(
      validateFields(passwordChangeSchema, {
        currentPassword: 'Studio-Demo-2026',
        password: 'Studio-Demo-2026',
        confirmPassword: 'Studio-Demo-2026',
      }).password,
    ).toBe(VALIDATION_MESSAGES.newPasswordSame);
  });

  it('wants a name, a role and the terms for an API client', () => {
    expect(validateFields(apiClientSchema, { name: '', roles: [], termsAccepted: false })).toEqual({
      name: VALIDATION_MESSAGES.required,
      roles: VALIDATION_MESSAGES.apiClientRoleRequired,
      termsAccepted: VALIDATION_MESSAGES.termsRequired,
    });
  });
});

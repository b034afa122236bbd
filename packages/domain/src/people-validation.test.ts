import { describe, expect, it } from 'vitest';
import { capabilitiesForApiClientRoles } from './capabilities.js';
import {
  apiClientSchema,
  invitationAcceptanceSchema,
  invitationSchema,
  roleProblem,
  userProfileSchema,
  userRolesSchema,
} from './people-validation.js';
import { validateFields } from './validation.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

describe('people rules (spec sections 5 and 6)', () => {
  it('asks for a role, only the six, and Platform Admin alone', () => {
    expect(roleProblem([])).toBe(VALIDATION_MESSAGES.roleRequired);
    expect(roleProblem(['owner'])).toBe(VALIDATION_MESSAGES.chooseListed);
    expect(roleProblem(['resiAdmin', 'eventAdmin'])).toBe(VALIDATION_MESSAGES.platformAdminAlone);
    expect(roleProblem(['eventAdmin', 'mediaLibraryAdmin'])).toBeUndefined();
    expect(validateFields(userRolesSchema, { roles: [] })).toEqual({
      roles: VALIDATION_MESSAGES.roleRequired,
    });
  });

  it('checks an invitation: e-mail required, valid, at most 70', () => {
    expect(validateFields(invitationSchema, { email: '', roles: ['eventAdmin'] })).toEqual({
      email: VALIDATION_MESSAGES.required,
    });
    expect(validateFields(invitationSchema, { email: 'not-mail', roles: ['eventAdmin'] })).toEqual({
      email: VALIDATION_MESSAGES.email,
    });
    const long = `${'a'.repeat(60)}@example.com`;
    expect(validateFields(invitationSchema, { email: long, roles: ['eventAdmin'] })).toEqual({
      email: VALIDATION_MESSAGES.emailMax,
    });
  });

  it('checks an acceptance: name 2 to 150, password strength', () => {
    expect(validateFields(invitationAcceptanceSchema, { name: 'S', password: 'short' })).toEqual({
      name: VALIDATION_MESSAGES.nameLength,
      password: VALIDATION_MESSAGES.passwordMin,
    });
    expect(
      validateFields(invitationAcceptanceSchema, { name: 'Sam Ortega', password: 'alllowercase1' }),
    ).toEqual({ password: VALIDATION_MESSAGES.passwordStrength });
  });

  it('wants a phone with its country code, and the current password for a new one', () => {
    expect(validateFields(userProfileSchema, { phone: '2175550123' })).toEqual({
      phone: VALIDATION_MESSAGES.phoneCountryCode,
    });
    expect(validateFields(userProfileSchema, { phone: '+1 (217) 555-0123' })).toEqual({});
    expect(validateFields(userProfileSchema, { password: 'New-Password-2026' })).toEqual({
      currentPassword: VALIDATION_MESSAGES.currentPasswordRequired,
    });
  });

  it('checks an API client: name, at least one role, terms accepted', () => {
    expect(validateFields(apiClientSchema, { name: '', roles: [], termsAccepted: false })).toEqual({
      name: VALIDATION_MESSAGES.required,
      roles: VALIDATION_MESSAGES.apiClientRoleRequired,
      termsAccepted: VALIDATION_MESSAGES.termsRequired,
    });
  });

  it('gives API clients capabilities, never a role', () => {
    expect(capabilitiesForApiClientRoles(['onDemandApi'])).toContain('mediaLibrary.get');
    expect(capabilitiesForApiClientRoles(['onDemandApi'])).not.toContain('encoders.get');
    expect(capabilitiesForApiClientRoles(['goLiveApi'])).toContain('encoders.get');
  });
});

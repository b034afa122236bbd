import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  hardwareUnitProblems,
  organisationFormProblems,
  unitSerialProblem,
} from './admin-checks.js';

const unit = {
  serialNumber: 'D12345678',
  modelId: 'm',
  locationId: 'l',
  ownerId: 'o',
  statusId: 's',
  buildDate: '2025-03-14',
  warrantyLengthYears: 3,
  activationCode: 'K7Q2-9XMB',
};

describe('organisationFormProblems', () => {
  it('needs name and location', () => {
    expect(organisationFormProblems({ name: ' ', location: '' })).toEqual({
      name: ADMIN_MESSAGES.required,
      location: ADMIN_MESSAGES.required,
    });
  });
  it('takes a master ECG only as ECG- plus digits', () => {
    const form = { name: 'Riverside Community', location: 'Springfield, IL' };
    expect(organisationFormProblems({ ...form, masterEcg: 'ECG-104233' })).toEqual({});
    expect(organisationFormProblems({ ...form, masterEcg: null })).toEqual({});
    expect(organisationFormProblems({ ...form, masterEcg: 'ecg-104233' })).toEqual({
      masterEcg: ADMIN_MESSAGES.masterEcgFormat,
    });
  });
});

describe('hardware unit rules', () => {
  it('accepts a complete decoder', () => {
    expect(hardwareUnitProblems(unit, 'decoder')).toEqual({});
  });
  it('refuses D1234 and a serial whose letter is not the model type', () => {
    expect(unitSerialProblem('X1234')).toBe(ADMIN_MESSAGES.serialFormat);
    expect(unitSerialProblem('D1234')).toBe(ADMIN_MESSAGES.decoderSerialFormat);
    expect(unitSerialProblem('D1234', 'decoder')).toBe(ADMIN_MESSAGES.decoderSerialFormat);
    expect(unitSerialProblem('D12345678', 'encoder')).toBe(ADMIN_MESSAGES.encoderSerialFormat);
    expect(unitSerialProblem('E00012345', 'encoder')).toBeUndefined();
  });
  it('names every missing field, the warranty bounds and the activation code format', () => {
    expect(hardwareUnitProblems({ warrantyLengthYears: 11, activationCode: 'K7Q29XMB' })).toEqual({
      serialNumber: ADMIN_MESSAGES.required,
      modelId: ADMIN_MESSAGES.required,
      locationId: ADMIN_MESSAGES.required,
      ownerId: ADMIN_MESSAGES.required,
      statusId: ADMIN_MESSAGES.required,
      buildDate: ADMIN_MESSAGES.required,
      warrantyLengthYears: ADMIN_MESSAGES.warrantyLength,
      activationCode: ADMIN_MESSAGES.activationCodeFormat,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_VALIDATION_MESSAGES as MESSAGES, serialNumberProblem } from './admin-messages.js';
import {
  hardwareUnitFieldErrors,
  organisationFieldErrors,
  type HardwareUnitFormValues,
  type OrganisationFormValues,
} from './admin-rules.js';

const unit: HardwareUnitFormValues = {
  serialNumber: 'D12345678',
  modelId: 'model',
  locationId: 'location',
  ownerId: 'owner',
  statusId: 'status',
  cycleId: '',
  buildDate: '2026-01-10',
  saleDate: '',
  warrantyLengthYears: '3',
  vendorInvoice: '',
  activationCode: '',
};

describe('hardware unit rules', () => {
  it('accepts a complete decoder', () => {
    expect(hardwareUnitFieldErrors(unit, 'decoder')).toEqual({});
  });

  it('refuses D1234 with the decoder serial message', () => {
    expect(hardwareUnitFieldErrors({ ...unit, serialNumber: 'D1234' }, 'decoder')).toEqual({
      serialNumber: MESSAGES.decoderSerial,
    });
  });

  it('refuses an encoder serial on a decoder model, and the other way round', () => {
    expect(serialNumberProblem('E12345678', 'decoder')).toBe(MESSAGES.decoderSerial);
    expect(serialNumberProblem('D12345678', 'encoder')).toBe(MESSAGES.encoderSerial);
    expect(serialNumberProblem('X12345678', null)).toBe(MESSAGES.serialNumber);
    expect(serialNumberProblem('E12345678', null)).toBeNull();
  });

  it('requires the fields of spec section 5 and checks the formats', () => {
    const errors = hardwareUnitFieldErrors(
      {
        ...unit,
        modelId: '',
        ownerId: '',
        buildDate: '',
        warrantyLengthYears: '11',
        activationCode: 'K7Q29XMB',
      },
      null,
    );
    expect(errors).toEqual({
      modelId: 'This field is required.',
      ownerId: 'This field is required.',
      buildDate: 'This field is required.',
      warrantyLengthYears: MESSAGES.warrantyYears,
      activationCode: MESSAGES.activationCode,
    });
  });

  it('refuses a sale before the build', () => {
    expect(hardwareUnitFieldErrors({ ...unit, saleDate: '2025-12-31' }, 'decoder')).toEqual({
      saleDate: MESSAGES.saleBeforeBuild,
    });
  });
});

const organisation: OrganisationFormValues = {
  name: 'Riverside Community',
  location: 'Springfield, IL',
  managedBy: '',
  status: 'active',
  masterEcg: 'ECG-104233',
  webPlanId: '',
  webStartDate: '',
  vodPlanId: '',
  vodStartDate: '',
  multisitePlanId: '',
  multisiteStartDate: '',
  enterpriseLicenses: '2',
  professionalLicenses: '',
  lanCloudLicenses: '',
  nonProductionLicenses: '',
  softwareEncoderLicenses: '',
  venueLicenses: '',
  rtmpStreams: '',
  audio16Channel: false,
  subtitleHoursPerMonth: '',
  additionalBandwidthTb: '1.5',
  storageTb: '',
  webEvents: '',
  studioAiVideoCount: '',
};

describe('organisation form rules', () => {
  it('accepts a complete organisation', () => {
    expect(organisationFieldErrors(organisation)).toEqual({});
  });

  it('requires name and location and checks the master ECG and counts', () => {
    expect(
      organisationFieldErrors({
        ...organisation,
        name: ' ',
        location: '',
        masterEcg: 'ecg-12',
        rtmpStreams: '1.5',
        storageTb: '-2',
      }),
    ).toEqual({
      name: 'This field is required.',
      location: 'This field is required.',
      masterEcg: MESSAGES.masterEcg,
      rtmpStreams: MESSAGES.wholeCount,
      storageTb: MESSAGES.positiveAmount,
    });
  });
});

describe('hardware serial against the chosen model', () => {
  it('names the model kind in the refusal', () => {
    expect(hardwareUnitFieldErrors({ ...unit, serialNumber: 'E12345678' }, 'decoder')).toEqual({
      serialNumber: MESSAGES.decoderSerial,
    });
  });
});

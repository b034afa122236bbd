import { deleteAfterRangeMessage } from './channels';
import { describe, expect, it } from 'vitest';
import {
  monthlyBandwidthAllowanceTb,
  monthsBetween,
  paymentMethodValid,
  storageAllowanceTb,
  threeMonthAverageTb,
  TRIAL_FORM_MESSAGES,
} from './organisation-settings';
import { maxDeleteAfterDays } from './plans';
import { librarySettingsSchema, trialStartSchema } from './organisation-settings-rules';
import { validateFields } from './validation';
import { VALIDATION_MESSAGES } from './validation-messages';

const noPlans = { webPlanId: null, vodPlanId: null, multisitePlanId: null };

describe('retention', () => {
  it('runs to the web maximum, or to 30 with a multisite plan', () => {
    expect(maxDeleteAfterDays({ multisitePlanId: null, webMaxDeleteAfter: 90 })).toBe(90);
    expect(
      maxDeleteAfterDays({
        multisitePlanId: 'multisite-pro',
        webMaxDeleteAfter: 90,
      }),
    ).toBe(30);
  });

  it('refuses 0 and one above the maximum with the range message, accepts the bounds', () => {
    const schema = librarySettingsSchema(30);
    const values = { autosaveDefault: true, defaultPlayerProfileId: null };
    expect(validateFields(schema, { ...values, deleteAfterDays: 0 })).toEqual({
      deleteAfterDays: deleteAfterRangeMessage(30),
    });
    expect(validateFields(schema, { ...values, deleteAfterDays: 31 })).toEqual({
      deleteAfterDays: 'Delete after must be between 1 and 30 days.',
    });
    expect(validateFields(schema, { ...values, deleteAfterDays: 2.5 })).toEqual({
      deleteAfterDays: VALIDATION_MESSAGES.wholeNumber,
    });
    expect(validateFields(schema, { ...values, deleteAfterDays: 1 })).toEqual({});
    expect(validateFields(schema, { ...values, deleteAfterDays: 30 })).toEqual({});
  });
});

describe('plan allowances', () => {
  it('gives the library plans their storage and adds web and multisite bandwidth', () => {
    expect(storageAllowanceTb({ ...noPlans, vodPlanId: 'library-starter' })).toBe(1);
    expect(storageAllowanceTb({ ...noPlans, vodPlanId: 'library-pro' })).toBe(7);
    expect(storageAllowanceTb({ ...noPlans, vodPlanId: 'library-premium' })).toBe(15);
    expect(storageAllowanceTb(noPlans)).toBe(0);
    expect(monthlyBandwidthAllowanceTb({ ...noPlans, webPlanId: 'live-web-starter-lite' })).toBe(
      0.2,
    );
    expect(
      monthlyBandwidthAllowanceTb({
        ...noPlans,
        webPlanId: 'live-web-pro',
        multisitePlanId: 'multisite-pro',
      }),
    ).toBe(2);
  });
});

describe('bandwidth months', () => {
  it('lists UTC months across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
  });

  it('averages the last three complete months, leaving the running one out', () => {
    const months = [
      { month: '2026-07', usedTb: 9 },
      { month: '2026-08', usedTb: 0.4 },
      { month: '2026-09', usedTb: 0.5 },
      { month: '2026-10', usedTb: 0.6 },
      { month: '2026-11', usedTb: 0.01 },
    ];
    expect(threeMonthAverageTb(months, '2026-11')).toBe(0.5);
    expect(threeMonthAverageTb(months.slice(-1), '2026-11')).toBe(0);
  });
});

describe('trial start', () => {
  const valid = {
    paymentMethodId: '3c5e7a90-2b4d-4f6a-8c1e-9d0f2a4b6c01',
    contact: { firstName: 'Dana', lastName: 'Whitfield', email: 'admin@riverside.example' },
    termsAccepted: true,
  };

  it('needs a payment method, a first and last name and the terms', () => {
    expect(validateFields(trialStartSchema, valid)).toEqual({});
    expect(
      validateFields(trialStartSchema, {
        ...valid,
        paymentMethodId: '',
        contact: { ...valid.contact, lastName: ' ' },
        termsAccepted: false,
      }),
    ).toEqual({
      paymentMethodId: TRIAL_FORM_MESSAGES.paymentMethodRequired,
      'contact.lastName': VALIDATION_MESSAGES.required,
      termsAccepted: TRIAL_FORM_MESSAGES.termsRequired,
    });
  });

  it('keeps a payment method valid through its expiry month (UTC)', () => {
    expect(paymentMethodValid('2026-11', new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(paymentMethodValid('2026-11', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

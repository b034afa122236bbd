import { findPlan, type OrganisationPlans, type PlanTier } from './plans.js';
import type { TrialCode } from './messages.js';

/**
 * Organisation details (spec sections 3, 5, 8 and 9): plan allowances,
 * bandwidth months and the On Demand trial's messages, shared by the studio and the server. The
 * yup rules are in `organisation-settings-rules.ts`, so a screen that only shows these figures
 * does not load yup.
 */

/**
 * What each plan includes (section 9): library Starter 1 TB, Pro 7 TB, Premium 15 TB of storage
 * with 3 bitrates; live plans from 0.2 TB of bandwidth a month with 3, 6 or 8 bitrates; 4K for
 * enterprise. The spec gives the library figures and the live plans' floor; the steps between
 * (and the enterprise figures) are this product's choice.
 */
export interface PlanAllowance {
  storageTb: number | null;
  bandwidthTbPerMonth: number | null;
  bitrates: 3 | 6 | 8 | null;
  allows4k: boolean;
}

const LIVE_ALLOWANCES: Record<PlanTier, PlanAllowance> = {
  social_only: { storageTb: null, bandwidthTbPerMonth: 0, bitrates: 3, allows4k: false },
  starter_lite: { storageTb: null, bandwidthTbPerMonth: 0.2, bitrates: 3, allows4k: false },
  starter: { storageTb: null, bandwidthTbPerMonth: 0.5, bitrates: 3, allows4k: false },
  pro: { storageTb: null, bandwidthTbPerMonth: 1, bitrates: 6, allows4k: false },
  premium: { storageTb: null, bandwidthTbPerMonth: 2, bitrates: 8, allows4k: false },
  enterprise: { storageTb: null, bandwidthTbPerMonth: 5, bitrates: 8, allows4k: true },
};

const LIBRARY_STORAGE_TB: Partial<Record<PlanTier, number>> = {
  starter: 1,
  pro: 7,
  premium: 15,
  enterprise: 50,
};

export function planAllowance(planId: string | null | undefined): PlanAllowance | undefined {
  const plan = findPlan(planId);
  if (!plan) return undefined;
  if (plan.family === 'vod') {
    return {
      storageTb: LIBRARY_STORAGE_TB[plan.tier] ?? 0,
      bandwidthTbPerMonth: null,
      bitrates: 3,
      allows4k: plan.tier === 'enterprise',
    };
  }
  return LIVE_ALLOWANCES[plan.tier];
}

/** The bandwidth a month includes: the web plan's plus the multisite plan's (section 9). */
export function monthlyBandwidthAllowanceTb(plans: OrganisationPlans): number {
  const web = planAllowance(plans.webPlanId)?.bandwidthTbPerMonth ?? 0;
  const multisite = planAllowance(plans.multisitePlanId)?.bandwidthTbPerMonth ?? 0;
  return Math.round((web + multisite) * 1000) / 1000;
}

/** The library storage the On Demand plan includes (0 without one). */
export function storageAllowanceTb(plans: OrganisationPlans): number {
  return planAllowance(plans.vodPlanId)?.storageTb ?? 0;
}

/** Bandwidth data starts on 2/1/2022 (section 9); months are UTC and reset on the 1st at 00:00. */
export const BANDWIDTH_FIRST_MONTH = '2022-02';
export const BYTES_PER_TB = 1e12;
export const BYTES_PER_GB = 1e9;

/** `YYYY-MM` of the UTC month of `at`. */
export const utcMonth = (at: Date): string => at.toISOString().slice(0, 7);

/** The UTC months from `first` to `last` (`YYYY-MM`), both included, oldest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The three-month average the Bandwidth Usage tab shows: the mean of the last three complete
 * months before the current one (the running month would pull it down until its last day), or of
 * the complete months there are when fewer than three.
 */
export function threeMonthAverageTb(
  months: ReadonlyArray<{ month: string; usedTb: number }>,
  currentMonth: string,
): number {
  const complete = months.filter((entry) => entry.month < currentMonth).slice(-3);
  if (complete.length === 0) return 0;
  const total = complete.reduce((sum, entry) => sum + entry.usedTb, 0);
  return Math.round((total / complete.length) * 100) / 100;
}

/**
 * The messages of the trial codes (section 8 names the codes; their words are ours). The server
 * answers them and the studio shows their translation.
 */
export const TRIAL_MESSAGES: Record<TrialCode, string> = {
  NOT_AUTHORIZED: 'This organisation cannot start this trial.',
  NO_PAYMENT_METHOD: 'Add a valid payment method before starting the trial.',
  TRIAL_EXPIRED: 'This organisation has already used its trial.',
  INVALID_CONTACT: 'The contact must be a user of this organisation with a first and last name.',
  TRIAL_SIGNUP_SUSPENDED:
    'Trial sign-up is suspended for this organisation. Please contact support.',
};

export const TRIAL_FORM_MESSAGES = {
  paymentMethodRequired: 'Choose a payment method.',
  termsRequired: 'Accept the terms to start the trial.',
  paymentMethodLabelMax: 'Label must be at most 60 characters.',
  lastFour: 'Enter the last four digits of the card.',
  expiryMonth: 'Enter the expiry month as YYYY-MM.',
  paymentMethodExpired: 'This payment method has expired.',
} as const;

/** Whether a payment method's expiry month (`YYYY-MM`) is still running at `now` (UTC). */
export function paymentMethodValid(expiryMonth: string, now: Date): boolean {
  return expiryMonth >= utcMonth(now);
}

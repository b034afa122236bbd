import { MS_PER_DAY } from '@studio/domain';
import type { SubscriptionAddOn } from '../db/billing/schema';
import { ORGANISATION_IDS, DEMO_USERS } from './demo-data';

/**
 * The organisation details of the demo world: subscriptions, payment methods, trials, toggles,
 * library settings and bandwidth history, so the Subscriptions, Bandwidth Usage and Library
 * Settings tabs and the plans page are alive on a first start. Times are relative to the seed,
 * so the history always runs up to yesterday.
 */

export const PAYMENT_METHOD_IDS = {
  riversideVisa: '3c5e7a90-2b4d-4f6a-8c1e-9d0f2a4b6c01',
  riversideExpired: '3c5e7a90-2b4d-4f6a-8c1e-9d0f2a4b6c02',
  harborPurchasing: '3c5e7a90-2b4d-4f6a-8c1e-9d0f2a4b6c03',
  lakesideTreasurer: '3c5e7a90-2b4d-4f6a-8c1e-9d0f2a4b6c04',
} as const;

export const SUBSCRIPTION_IDS = {
  riversideWeb: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c10',
  riversideVod: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c11',
  riversideMultisite: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c12',
  harborWeb: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c20',
  harborVod: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c21',
  lakesideWeb: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c30',
} as const;

const addOns = (...entries: Array<[SubscriptionAddOn['name'], number]>): SubscriptionAddOn[] =>
  entries.map(([name, quantity]) => ({ name, quantity }));

/** The year after `date` (`YYYY-MM-DD`) on the same day: when a yearly subscription renews next. */
function nextRenewal(startDate: string, now: Date): string {
  const renewal = new Date(`${startDate}T00:00:00Z`);
  while (renewal <= now) renewal.setUTCFullYear(renewal.getUTCFullYear() + 1);
  return renewal.toISOString().slice(0, 10);
}

export function demoSubscriptions(now: Date) {
  const active = (
    id: string,
    organisationId: string,
    family: 'web' | 'vod' | 'multisite',
    planId: string,
    startDate: string,
    extras: SubscriptionAddOn[] = [],
  ) => ({
    id,
    organisationId,
    family,
    planId,
    status: 'active' as const,
    startDate,
    renewsOn: nextRenewal(startDate, now),
    quantity: 1,
    addOns: extras,
  });
  return [
    active(
      SUBSCRIPTION_IDS.riversideWeb,
      ORGANISATION_IDS.riverside,
      'web',
      'live-web-pro',
      '2025-01-06',
      // Three software encoder licences: two demo encoders run, one is left for /uploader.
      addOns(['rtmpStreams', 2], ['softwareEncoders', 3]),
    ),
    // The contract's example.
    active(
      SUBSCRIPTION_IDS.riversideVod,
      ORGANISATION_IDS.riverside,
      'vod',
      'library-pro',
      '2025-03-01',
      addOns(['subtitleHours', 10]),
    ),
    active(
      SUBSCRIPTION_IDS.riversideMultisite,
      ORGANISATION_IDS.riverside,
      'multisite',
      'multisite-pro',
      '2025-01-06',
      addOns(['venues', 5]),
    ),
    active(
      SUBSCRIPTION_IDS.harborWeb,
      ORGANISATION_IDS.harbor,
      'web',
      'live-web-starter',
      '2025-08-18',
    ),
    active(
      SUBSCRIPTION_IDS.harborVod,
      ORGANISATION_IDS.harbor,
      'vod',
      'library-starter',
      '2025-08-18',
      addOns(['storageTb', 1]),
    ),
    active(
      SUBSCRIPTION_IDS.lakesideWeb,
      ORGANISATION_IDS.lakeside,
      'web',
      'live-web-starter-lite',
      '2026-05-03',
    ),
  ];
}

export function demoPaymentMethods(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * MS_PER_DAY);
  return [
    {
      id: PAYMENT_METHOD_IDS.riversideVisa,
      organisationId: ORGANISATION_IDS.riverside,
      label: 'Finance office Visa',
      lastFour: '4242',
      expiryMonth: '2029-08',
      createdAt: daysAgo(300),
    },
    {
      id: PAYMENT_METHOD_IDS.riversideExpired,
      organisationId: ORGANISATION_IDS.riverside,
      label: 'Old building fund card',
      lastFour: '1881',
      expiryMonth: '2024-05',
      createdAt: daysAgo(900),
    },
    {
      id: PAYMENT_METHOD_IDS.harborPurchasing,
      organisationId: ORGANISATION_IDS.harbor,
      label: 'District purchasing card',
      lastFour: '5100',
      expiryMonth: '2028-01',
      createdAt: daysAgo(90),
    },
    {
      id: PAYMENT_METHOD_IDS.lakesideTreasurer,
      organisationId: ORGANISATION_IDS.lakeside,
      label: 'Chapel treasurer Mastercard',
      lastFour: '4444',
      expiryMonth: '2030-03',
      createdAt: daysAgo(200),
    },
  ];
}

const adminOf = (organisationId: string) =>
  DEMO_USERS.find(
    (user) => user.organisationId === organisationId && user.roles.includes('customerAdmin'),
  )!;

/** Riverside tries Studio AI (started ten days ago); the others have not tried anything. */
export function demoTrials(now: Date) {
  const startedAt = new Date(now.getTime() - 10 * MS_PER_DAY);
  return [
    {
      organisationId: ORGANISATION_IDS.riverside,
      product: 'studio_ai' as const,
      status: 'in_trial' as const,
      startedAt,
      endsAt: new Date(startedAt.getTime() + 30 * MS_PER_DAY),
      cancelledAt: null,
      paymentMethodId: PAYMENT_METHOD_IDS.riversideVisa,
      contactUserId: adminOf(ORGANISATION_IDS.riverside).id,
    },
  ];
}

export const DEMO_ORGANISATION_TOGGLES = [
  { organisationId: ORGANISATION_IDS.riverside, toggleId: 'automated-subtitles', enabled: true },
  { organisationId: ORGANISATION_IDS.harbor, toggleId: 'qr-code-detection', enabled: false },
];

export const DEMO_LIBRARY_SETTINGS = [
  {
    organisationId: ORGANISATION_IDS.riverside,
    deleteAfterDays: 14,
    autosaveDefault: true,
    defaultPlayerProfileId: null,
  },
  {
    organisationId: ORGANISATION_IDS.harbor,
    deleteAfterDays: 30,
    autosaveDefault: false,
    defaultPlayerProfileId: null,
  },
];

/** What the demo libraries hold (the library area adds its own files on top). */
export const DEMO_STORED_BYTES = [
  { organisationId: ORGANISATION_IDS.riverside, bytesStored: 2_600_000_000_000 },
  { organisationId: ORGANISATION_IDS.harbor, bytesStored: 420_000_000_000 },
];

/** A small deterministic generator (mulberry32): the same history on every first start. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const GB = 1e9;

interface ViewingPattern {
  organisationId: string;
  firstDay: string;
  seed: number;
  /** Bytes served on a day, before growth and noise. */
  daily: (day: Date) => number;
  /** Yearly growth of the audience. */
  growthPerYear: number;
}

/** Easter Sunday (Gregorian, anonymous algorithm): the year's busiest service after Christmas. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const iso = (day: Date) => day.toISOString().slice(0, 10);

const PATTERNS: ViewingPattern[] = [
  {
    // A church: Sunday services carry the week, Wednesday evening a little; Christmas and Easter
    // double.
    organisationId: ORGANISATION_IDS.riverside,
    firstDay: '2022-02-01',
    seed: 1701,
    growthPerYear: 0.18,
    daily: (day) => {
      const weekday = day.getUTCDay();
      const date = iso(day);
      const festival =
        date === easter(day.getUTCFullYear()) || date.endsWith('-12-24') || date.endsWith('-12-25');
      const base = weekday === 0 ? 68 * GB : weekday === 3 ? 14 * GB : 6 * GB;
      return festival ? base * 2.2 : base;
    },
  },
  {
    // A school district: weekday games and assemblies, quiet weekends, a summer break, graduation
    // week in June.
    organisationId: ORGANISATION_IDS.harbor,
    firstDay: '2022-02-01',
    seed: 2203,
    growthPerYear: 0.1,
    daily: (day) => {
      const weekday = day.getUTCDay();
      const month = day.getUTCMonth() + 1;
      const base = weekday === 0 || weekday === 6 ? 2.5 * GB : 11 * GB;
      if (month === 7 || (month === 8 && day.getUTCDate() < 20)) return base * 0.15;
      if (month === 6 && day.getUTCDate() >= 10 && day.getUTCDate() <= 16) return base * 3;
      return base;
    },
  },
  {
    // A small chapel that started streaming in May 2026.
    organisationId: ORGANISATION_IDS.lakeside,
    firstDay: '2026-05-03',
    seed: 3307,
    growthPerYear: 0.3,
    daily: (day) => (day.getUTCDay() === 0 ? 16 * GB : 0.8 * GB),
  },
];

/**
 * Bytes served per UTC day from each organisation's first day up to yesterday: the history the
 * Bandwidth Usage tab shows beside what the server counts from today on.
 */
export function demoServedDaily(now: Date) {
  const today = new Date(`${iso(now)}T00:00:00Z`);
  const rows: Array<{ organisationId: string; day: string; bytesServed: number }> = [];
  for (const pattern of PATTERNS) {
    const next = random(pattern.seed);
    const first = new Date(`${pattern.firstDay}T00:00:00Z`);
    for (let day = first; day < today; day = new Date(day.getTime() + MS_PER_DAY)) {
      const years = (day.getTime() - first.getTime()) / (365 * MS_PER_DAY);
      const noise = 0.75 + next() * 0.5;
      const bytes = pattern.daily(day) * (1 + pattern.growthPerYear * years) * noise;
      rows.push({
        organisationId: pattern.organisationId,
        day: iso(day),
        bytesServed: Math.round(bytes),
      });
    }
  }
  return rows;
}

/** The share of a day's viewing in each UTC hour (services mid-morning in the Americas). */
const HOUR_WEIGHTS = [
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 9, 12, 10, 6, 4, 3, 3, 3, 2, 2,
] as const;
const WEIGHT_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/**
 * The last week's days split into UTC hours (the hourly data usage report), summing exactly to
 * each day's total.
 */
export function demoServedHourly(daily: ReturnType<typeof demoServedDaily>, now: Date) {
  const weekAgo = iso(new Date(now.getTime() - 7 * MS_PER_DAY));
  return daily
    .filter((row) => row.day >= weekAgo)
    .flatMap((row) => {
      const shares = HOUR_WEIGHTS.map((weight) =>
        Math.floor((row.bytesServed * weight) / WEIGHT_TOTAL),
      );
      const peak = HOUR_WEIGHTS.indexOf(12);
      shares[peak]! += row.bytesServed - shares.reduce((sum, share) => sum + share, 0);
      return shares.map((bytesServed, hour) => ({
        organisationId: row.organisationId,
        hour: new Date(`${row.day}T${String(hour).padStart(2, '0')}:00:00Z`),
        bytesServed,
      }));
    });
}

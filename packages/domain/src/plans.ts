/**
 * The plan catalogue and the plan gates of spec section 6.
 *
 * The spec names plans only by family and tier ("Pro or higher On Demand plan", "Starter Lite or
 * higher live web plan"); it gives no identifiers. Identifiers follow the ones the demo data and
 * the contract's examples already use: `<family prefix>-<tier>` (`live-web-pro`, `library-pro`,
 * `multisite-pro`). An organisation stores one plan id per family; the catalogue gives each id its
 * family and tier so a gate compares tiers, never ids. An id the catalogue does not know meets no
 * gate: an unknown plan is refused rather than guessed at.
 */

import { MULTISITE_RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from './constants.js';

export const PLAN_FAMILIES = ['web', 'vod', 'multisite'] as const;
export type PlanFamily = (typeof PLAN_FAMILIES)[number];

/** Lowest first, as the contract's `ServicePlan.tier` lists them. */
export const PLAN_TIERS = [
  'social_only',
  'starter_lite',
  'starter',
  'pro',
  'premium',
  'enterprise',
] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export interface CataloguePlan {
  id: string;
  name: string;
  family: PlanFamily;
  tier: PlanTier;
  /**
   * Custom RTMP destinations the plan includes (the RTMP subscription of section 6). Add-on
   * streams bought on top are not stored with the organisation yet; when they are, they add here.
   */
  rtmpStreams: number;
}

const plan = (
  id: string,
  name: string,
  family: PlanFamily,
  tier: PlanTier,
  rtmpStreams = 0,
): CataloguePlan => ({ id, name, family, tier, rtmpStreams });

export const PLAN_CATALOGUE: readonly CataloguePlan[] = [
  plan('live-web-social-only', 'Social Only', 'web', 'social_only'),
  plan('live-web-starter-lite', 'Live Web Starter Lite', 'web', 'starter_lite'),
  plan('live-web-starter', 'Live Web Starter', 'web', 'starter'),
  plan('live-web-pro', 'Live Web Pro', 'web', 'pro', 1),
  plan('live-web-premium', 'Live Web Premium', 'web', 'premium', 2),
  plan('live-web-enterprise', 'Live Web Enterprise', 'web', 'enterprise', 5),
  plan('library-starter', 'Starter', 'vod', 'starter'),
  plan('library-pro', 'Pro', 'vod', 'pro'),
  plan('library-premium', 'Premium', 'vod', 'premium'),
  plan('library-enterprise', 'Enterprise', 'vod', 'enterprise'),
  plan('multisite-starter', 'Multisite Starter', 'multisite', 'starter'),
  plan('multisite-pro', 'Multisite Pro', 'multisite', 'pro', 1),
  plan('multisite-premium', 'Multisite Premium', 'multisite', 'premium', 2),
  plan('multisite-enterprise', 'Multisite Enterprise', 'multisite', 'enterprise', 5),
];

export function findPlan(id: string | null | undefined): CataloguePlan | undefined {
  return id ? PLAN_CATALOGUE.find((candidate) => candidate.id === id) : undefined;
}

/** The plan ids an organisation holds, one per family (the organisation's own fields). */
export interface OrganisationPlans {
  webPlanId: string | null;
  vodPlanId: string | null;
  multisitePlanId: string | null;
}

const FAMILY_FIELD: Record<PlanFamily, keyof OrganisationPlans> = {
  web: 'webPlanId',
  vod: 'vodPlanId',
  multisite: 'multisitePlanId',
};

function heldPlan(plans: OrganisationPlans, family: PlanFamily): CataloguePlan | undefined {
  const held = findPlan(plans[FAMILY_FIELD[family]]);
  return held?.family === family ? held : undefined;
}

const atLeast = (held: CataloguePlan | undefined, tier: PlanTier) =>
  held !== undefined && PLAN_TIERS.indexOf(held.tier) >= PLAN_TIERS.indexOf(tier);

interface PlanRequirementRule {
  /** The plan needed, as the refusal names it. */
  message: string;
  isMet: (plans: OrganisationPlans) => boolean;
}

/**
 * The plan gates of section 6, by name. Operations name them in the contract (`x-plan`); routes
 * in the studio name them too, so the server and the navigation agree.
 */
export const PLAN_REQUIREMENT_RULES = {
  /** Sites, and API clients ("a Professional or Enterprise on-demand plan"). */
  onDemandPro: {
    message: 'This feature needs a Pro or higher On Demand plan.',
    isMet: (plans) => atLeast(heldPlan(plans, 'vod'), 'pro'),
  },
  /** The media library: any On Demand plan (section 6, "On Demand plan gating"). */
  onDemand: {
    message: 'This feature needs an On Demand plan.',
    isMet: (plans) => heldPlan(plans, 'vod') !== undefined,
  },
  /** QRclick overlays. */
  liveWebStarterLite: {
    message: 'This feature needs a Starter Lite or higher Live Web plan.',
    isMet: (plans) => atLeast(heldPlan(plans, 'web'), 'starter_lite'),
  },
  /** Custom RTMP destinations. */
  rtmpSubscription: {
    message: 'This feature needs an RTMP subscription.',
    isMet: (plans) =>
      PLAN_FAMILIES.some((family) => (heldPlan(plans, family)?.rtmpStreams ?? 0) > 0),
  },
  /** Venues (and the venue licences they use). */
  multisite: {
    message: 'This feature needs a Multisite plan.',
    isMet: (plans) => heldPlan(plans, 'multisite') !== undefined,
  },
  /** Starting a trial: Social Only plans cannot start an On Demand trial. */
  beyondSocialOnly: {
    message: 'This feature needs a Live Web plan other than Social Only.',
    isMet: (plans) => heldPlan(plans, 'web')?.tier !== 'social_only',
  },
  /** 4K (2160p) encoder presets: "4K (2160p) for enterprise" (section 9). */
  uhd4k: {
    message: 'This feature needs an Enterprise Live Web or Multisite plan.',
    isMet: (plans) =>
      atLeast(heldPlan(plans, 'web'), 'enterprise') ||
      atLeast(heldPlan(plans, 'multisite'), 'enterprise'),
  },
  /** The Go Live API client role: Live Web Pro or Multisite Pro or higher. */
  goLiveApi: {
    message: 'This feature needs a Live Web Pro or Multisite Pro or higher plan.',
    isMet: (plans) =>
      atLeast(heldPlan(plans, 'web'), 'pro') || atLeast(heldPlan(plans, 'multisite'), 'pro'),
  },
} as const satisfies Record<string, PlanRequirementRule>;

export type PlanRequirement = keyof typeof PLAN_REQUIREMENT_RULES;
export const PLAN_REQUIREMENTS = Object.keys(PLAN_REQUIREMENT_RULES) as PlanRequirement[];

export function isPlanRequirement(name: string): name is PlanRequirement {
  return Object.hasOwn(PLAN_REQUIREMENT_RULES, name);
}

export function meetsPlanRequirement(
  plans: OrganisationPlans,
  requirement: PlanRequirement,
): boolean {
  return PLAN_REQUIREMENT_RULES[requirement].isMet(plans);
}

/** The refusal's message: it names the plan needed. */
export function planRequirementMessage(requirement: PlanRequirement): string {
  return PLAN_REQUIREMENT_RULES[requirement].message;
}

/**
 * Rungs of the HLS ladder a library upload is processed into, per On Demand tier. Section 9 gives
 * Starter 3 bitrates; it gives no count for the higher tiers, so they take the live plans' 6 and 8.
 */
export const LIBRARY_LADDER_RUNGS: Partial<Record<PlanTier, number>> = {
  starter: 3,
  pro: 6,
  premium: 8,
  enterprise: 8,
};

/** How many renditions an organisation's library gets (0 without an On Demand plan). */
export function libraryLadderRungs(vodPlanId: string | null | undefined): number {
  const held = findPlan(vodPlanId);
  if (held?.family !== 'vod') return 0;
  return LIBRARY_LADDER_RUNGS[held.tier] ?? 0;
}

/** API client roles and the plan each needs (section 6); checked by the API clients handler. */
export const API_CLIENT_ROLE_PLANS = {
  goLiveApi: 'goLiveApi',
  onDemandApi: 'onDemandPro',
} as const satisfies Record<string, PlanRequirement>;

/** What the retention bound of an organisation depends on (its own fields). */
export interface RetentionPlan {
  /** The live web plan's longest "delete after", in days. */
  webMaxDeleteAfter: number;
  multisitePlanId: string | null;
}

/**
 * The longest "delete after" (days) an organisation may set on its channels and library, as
 * spec section 5 words it: 1 to the web plan's maximum, 1 to 30 when it holds a multisite plan
 * (whatever its web maximum). The one retention bound: channels and library settings both use it.
 */
export function maxDeleteAfterDays(plan: RetentionPlan): number {
  if (findPlan(plan.multisitePlanId)?.family === 'multisite') return MULTISITE_RETENTION_MAX_DAYS;
  return Math.max(RETENTION_MIN_DAYS, plan.webMaxDeleteAfter);
}

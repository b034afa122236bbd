import { hasPermission, type Capability, type Permission } from '@studio/domain';
import type { SessionCustomer, SessionUser } from '@studio/machines';

/** The plans of the person's organisation that plan gating reads (spec sections 3 and 6). */
export type OrganisationPlans = Pick<
  SessionCustomer,
  | 'webPlanId'
  | 'webPlanName'
  | 'vodPlanId'
  | 'vodPlanName'
  | 'multisitePlanId'
  | 'multisitePlanName'
>;

/**
 * A plan rule of spec section 6 ("Sites need a Pro or higher On Demand plan"), as a predicate
 * over the organisation's plans, so a feature states it next to its routes and the plan
 * catalogue of @studio/domain can supply the comparisons.
 */
export type PlanRequirement = (plans: OrganisationPlans) => boolean;

/** What a route needs: every stated part must hold. Nothing stated: everyone signed in. */
export interface Access {
  /** A permission of the section 6 matrix, granted by the person's roles. */
  readonly permission?: Permission;
  /** A capability of section 6, from the person's own list (users/me). */
  readonly capability?: Capability;
  readonly plan?: PlanRequirement;
  /**
   * At least one of these must hold: a page that gathers areas (the settings hub) is open to
   * whoever may open one of them.
   */
  readonly anyOf?: readonly Access[];
}

/** Who is asking: the signed-in person and their organisation's plans (null when unknown). */
export interface AccessSubject {
  readonly roles: readonly string[];
  readonly capabilities: readonly string[];
  readonly plans: OrganisationPlans | null;
}

export const NOBODY: AccessSubject = { roles: [], capabilities: [], plans: null };

export function accessSubjectOf(
  user: SessionUser | null,
  customer: SessionCustomer | null,
): AccessSubject {
  if (!user) return NOBODY;
  return { roles: user.roles, capabilities: user.capabilities, plans: customer };
}

/** Whether the subject may use what `access` guards. An unknown plan never satisfies a plan rule. */
export function canAccess(access: Access | undefined, subject: AccessSubject): boolean {
  if (!access) return true;
  if (access.permission && !hasPermission(subject.roles, access.permission)) return false;
  if (access.capability && !subject.capabilities.includes(access.capability)) return false;
  if (access.plan && (subject.plans === null || !access.plan(subject.plans))) return false;
  if (access.anyOf && !access.anyOf.some((option) => canAccess(option, subject))) return false;
  return true;
}

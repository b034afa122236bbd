import {
  meetsPlanRequirement,
  type PlanRequirement as DomainPlanRequirement,
} from '@studio/domain';
import type { PlanRequirement } from '../../app/access';

/**
 * A plan gate of spec section 6, by the name the contract's `x-plan` uses, as a route's plan
 * rule: the navigation and the server agree. A plan the session does not know yet is no plan.
 */
export function planGate(requirement: DomainPlanRequirement): PlanRequirement {
  return (plans) =>
    meetsPlanRequirement(
      {
        webPlanId: plans.webPlanId ?? null,
        vodPlanId: plans.vodPlanId ?? null,
        multisitePlanId: plans.multisitePlanId ?? null,
      },
      requirement,
    );
}

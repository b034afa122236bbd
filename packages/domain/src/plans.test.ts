import { describe, expect, it } from 'vitest';
import {
  meetsPlanRequirement,
  PLAN_CATALOGUE,
  planRequirementMessage,
  type OrganisationPlans,
} from './plans.js';

const plans = (overrides: Partial<OrganisationPlans>): OrganisationPlans => ({
  webPlanId: null,
  vodPlanId: null,
  multisitePlanId: null,
  ...overrides,
});

describe('plan catalogue', () => {
  it('has unique ids named after their family', () => {
    const ids = PLAN_CATALOGUE.map((plan) => plan.id);
    expect(new Set(ids).size).toBe(ids.length);
    const prefix = { web: 'live-web-', vod: 'library-', multisite: 'multisite-' };
    for (const plan of PLAN_CATALOGUE) expect(plan.id.startsWith(prefix[plan.family])).toBe(true);
  });
});

describe('plan gates of section 6', () => {
  it('opens sites from a Pro On Demand plan up', () => {
    expect(meetsPlanRequirement(plans({ vodPlanId: 'library-starter' }), 'onDemandPro')).toBe(
      false,
    );
    expect(meetsPlanRequirement(plans({ vodPlanId: 'library-pro' }), 'onDemandPro')).toBe(true);
    expect(meetsPlanRequirement(plans({ vodPlanId: 'library-enterprise' }), 'onDemandPro')).toBe(
      true,
    );
    expect(planRequirementMessage('onDemandPro')).toBe(
      'This feature needs a Pro or higher On Demand plan.',
    );
  });

  it('opens QRclick from Live Web Starter Lite up, never from Social Only', () => {
    const gate = 'liveWebStarterLite';
    expect(meetsPlanRequirement(plans({ webPlanId: 'live-web-social-only' }), gate)).toBe(false);
    expect(meetsPlanRequirement(plans({ webPlanId: 'live-web-starter-lite' }), gate)).toBe(true);
    expect(meetsPlanRequirement(plans({}), gate)).toBe(false);
  });

  it('needs plans that include RTMP streams for RTMP destinations', () => {
    expect(meetsPlanRequirement(plans({ webPlanId: 'live-web-starter' }), 'rtmpSubscription')).toBe(
      false,
    );
    expect(meetsPlanRequirement(plans({ webPlanId: 'live-web-pro' }), 'rtmpSubscription')).toBe(
      true,
    );
  });

  it('keeps venues to multisite plans and trials away from Social Only', () => {
    expect(meetsPlanRequirement(plans({ multisitePlanId: 'multisite-pro' }), 'multisite')).toBe(
      true,
    );
    expect(meetsPlanRequirement(plans({ webPlanId: 'live-web-pro' }), 'multisite')).toBe(false);
    expect(
      meetsPlanRequirement(plans({ webPlanId: 'live-web-social-only' }), 'beyondSocialOnly'),
    ).toBe(false);
    expect(meetsPlanRequirement(plans({}), 'beyondSocialOnly')).toBe(true);
  });

  it('refuses a plan id it does not know, or one stored in the wrong family', () => {
    expect(meetsPlanRequirement(plans({ vodPlanId: 'library-platinum' }), 'onDemandPro')).toBe(
      false,
    );
    expect(meetsPlanRequirement(plans({ vodPlanId: 'live-web-pro' }), 'onDemandPro')).toBe(false);
  });

  it('gives the Go Live API role to Live Web Pro or Multisite Pro and above', () => {
    expect(meetsPlanRequirement(plans({ webPlanId: 'live-web-starter' }), 'goLiveApi')).toBe(false);
    expect(meetsPlanRequirement(plans({ multisitePlanId: 'multisite-pro' }), 'goLiveApi')).toBe(
      true,
    );
  });
});

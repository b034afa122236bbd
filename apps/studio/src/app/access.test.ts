import { describe, expect, it } from 'vitest';
import { canAccess, type AccessSubject, type PlanRequirement } from './access';

const person = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  roles: ['eventAdmin'],
  capabilities: ['events.get'],
  plans: { vodPlanId: 'library-pro', webPlanId: null, multisitePlanId: null },
  ...overrides,
});

const onDemandPro: PlanRequirement = (plans) => plans.vodPlanId === 'library-pro';

describe('canAccess', () => {
  it('lets everyone signed in through a route that states nothing', () => {
    expect(canAccess(undefined, person({ roles: [] }))).toBe(true);
    expect(canAccess({}, person({ roles: [] }))).toBe(true);
  });

  it('checks a permission against the section 6 matrix through the roles', () => {
    expect(canAccess({ permission: 'manageSched' }, person())).toBe(true);
    expect(canAccess({ permission: 'manageUsers' }, person())).toBe(false);
    expect(canAccess({ permission: 'viewDashboard' }, person({ roles: ['campusReview'] }))).toBe(
      false,
    );
  });

  it('checks a capability against the person own list', () => {
    expect(canAccess({ capability: 'events.get' }, person())).toBe(true);
    expect(canAccess({ capability: 'users.manage' }, person())).toBe(false);
  });

  it('checks a plan rule, and refuses it while the plans are unknown', () => {
    expect(canAccess({ plan: onDemandPro }, person())).toBe(true);
    expect(
      canAccess({ plan: onDemandPro }, person({ plans: { vodPlanId: 'library-starter' } })),
    ).toBe(false);
    expect(canAccess({ plan: onDemandPro }, person({ plans: null }))).toBe(false);
  });

  it('needs every stated part', () => {
    expect(canAccess({ permission: 'manageSched', plan: onDemandPro }, person())).toBe(true);
    expect(canAccess({ permission: 'manageUsers', plan: onDemandPro }, person())).toBe(false);
    expect(canAccess({ permission: 'manageSched', capability: 'users.manage' }, person())).toBe(
      false,
    );
  });

  it('needs one of anyOf, and anyOf with nothing in it lets no one through', () => {
    const settingsAreas = {
      anyOf: [{ permission: 'manageVenues' }, { permission: 'manageSched' }],
    } as const;
    expect(canAccess(settingsAreas, person())).toBe(true);
    expect(canAccess(settingsAreas, person({ roles: ['campusReview'] }))).toBe(false);
    expect(canAccess({ anyOf: [] }, person())).toBe(false);
    expect(
      canAccess({ permission: 'manageUsers', anyOf: [{ permission: 'manageSched' }] }, person()),
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { accessRequirementKind, meetsAccessRequirement } from './access.js';
import { capabilitiesForRoles } from './capabilities.js';

const holder = (...roles: string[]) => ({ roles, capabilities: capabilitiesForRoles(roles) });

describe('access requirements', () => {
  it('knows permissions, capabilities, roles and the two markers, and nothing else', () => {
    expect(accessRequirementKind('manageVenues')).toBe('permission');
    expect(accessRequirementKind('sites.manage')).toBe('capability');
    expect(accessRequirementKind('customerAdmin')).toBe('role');
    expect(accessRequirementKind('signedIn')).toBe('marker');
    expect(accessRequirementKind('manageVenue')).toBeUndefined();
  });

  it('grants permissions by role and capabilities by the user list', () => {
    expect(meetsAccessRequirement(holder('eventAdmin'), 'manageSched')).toBe(true);
    expect(meetsAccessRequirement(holder('eventAdmin'), 'manageUsers')).toBe(false);
    expect(meetsAccessRequirement(holder('mediaLibraryAdmin'), 'sites.manage')).toBe(true);
    expect(
      meetsAccessRequirement({ roles: ['mediaLibraryAdmin'], capabilities: [] }, 'sites.manage'),
    ).toBe(false);
  });

  it('lets Platform Admin pass a named role', () => {
    expect(meetsAccessRequirement(holder('customerAdmin'), 'customerAdmin')).toBe(true);
    expect(meetsAccessRequirement(holder('resiAdmin'), 'customerAdmin')).toBe(true);
    expect(meetsAccessRequirement(holder('eventAdmin'), 'customerAdmin')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hasPermission, hasRoles, permissionsOf } from './roles.js';

describe('permission matrix', () => {
  it('gives campus review only video review', () => {
    expect(permissionsOf(['campusReview'])).toEqual(['videoReview']);
  });
  it('lets only admins manage users', () => {
    expect(hasPermission(['customerAdmin'], 'manageUsers')).toBe(true);
    expect(hasPermission(['eventAdmin'], 'manageUsers')).toBe(false);
  });
  it('matches any or all roles', () => {
    expect(hasRoles(['eventAdmin'], ['eventAdmin', 'customerAdmin'])).toBe(true);
    expect(hasRoles(['eventAdmin'], ['eventAdmin', 'customerAdmin'], 'all')).toBe(false);
  });
});

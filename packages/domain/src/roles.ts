/**
 * Roles and the permission matrix of spec section 6. "Resi Admin" is called Platform Admin in the
 * product (ARCHITECTURE.md); its stable id stays `resiAdmin` so data from the spec keeps its shape.
 */
export const ROLES = [
  'resiAdmin',
  'customerAdmin',
  'eventAdmin',
  'mediaLibraryAdmin',
  'campusReview',
  'controlEncoder',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  resiAdmin: 'Platform Admin',
  customerAdmin: 'Organization Admin',
  eventAdmin: 'Event Admin',
  mediaLibraryAdmin: 'Media Library Admin',
  campusReview: 'Video Review',
  controlEncoder: 'Encoder Control',
};

export const PERMISSIONS = [
  'viewDashboard',
  'accountDetails',
  'manageEncoderAndWebSettings',
  'manageSched',
  'manageUsers',
  'manageVenues',
  'bandwidthAnalytics',
  'manageSocialMedia',
  'manageDestinationGroups',
  'manageCues',
  'videoReview',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALL_ROLES: readonly Role[] = ROLES;
const allBut = (...excluded: Role[]): Role[] => ROLES.filter((role) => !excluded.includes(role));

/**
 * Which roles grant each permission. The spec's "manageSocialMedia: admin" is read as the
 * platform admin, like every other row that names it.
 */
export const PERMISSION_MATRIX: Record<Permission, readonly Role[]> = {
  viewDashboard: allBut('campusReview'),
  accountDetails: allBut('campusReview'),
  manageEncoderAndWebSettings: ['resiAdmin', 'customerAdmin', 'eventAdmin', 'controlEncoder'],
  manageSched: ['resiAdmin', 'customerAdmin', 'eventAdmin', 'controlEncoder'],
  manageUsers: ['resiAdmin', 'customerAdmin'],
  manageVenues: ['resiAdmin', 'customerAdmin'],
  bandwidthAnalytics: ['resiAdmin', 'customerAdmin'],
  manageSocialMedia: ['resiAdmin', 'customerAdmin', 'eventAdmin'],
  manageDestinationGroups: ['resiAdmin', 'customerAdmin', 'eventAdmin', 'controlEncoder'],
  manageCues: allBut('campusReview'),
  videoReview: ALL_ROLES,
};

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return PERMISSION_MATRIX[permission].some((role) => roles.includes(role));
}

/** A check that matches any (default) or all of the listed roles, as the spec allows. */
export function hasRoles(
  userRoles: readonly string[],
  required: readonly Role[],
  match: 'any' | 'all' = 'any',
): boolean {
  return match === 'all'
    ? required.every((role) => userRoles.includes(role))
    : required.some((role) => userRoles.includes(role));
}

export function permissionsOf(roles: readonly string[]): Permission[] {
  return PERMISSIONS.filter((permission) => hasPermission(roles, permission));
}

export const USER_TYPES = ['USER', 'SITE'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Capability that marks internal staff: shows the admin view and allows switching organisations. */
export const STAFF_ADMIN_CAPABILITY = 'sudoAdmin';
export const STAFF_VIEWER_CAPABILITY = 'sudo';

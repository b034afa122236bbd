import type { User } from '@studio/api';
import { hasPermission, type Permission } from '@studio/domain';

/** The permission groups the user screen lists (spec section 6), in the spec's order. */
export const PERMISSION_GROUPS = [
  'manageCues',
  'manageDestinationGroups',
  'manageEncoderAndWebSettings',
  'manageSched',
  'manageSocialMedia',
  'manageUsers',
  'manageVenues',
  'viewDashboard',
  'bandwidthAnalytics',
] as const satisfies readonly Permission[];

export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export interface PermissionGroupRow {
  group: PermissionGroup | 'networkAlerts';
  granted: boolean;
}

/**
 * Each group and whether the user's roles grant it; Network Alerts follows the user's own
 * notification setting. Access to specific encoder channels is listed apart, with the channels.
 */
export function permissionGroupsOf(user: Pick<User, 'roles' | 'notificationSettings'>) {
  const rows: PermissionGroupRow[] = PERMISSION_GROUPS.map((group) => ({
    group,
    granted: hasPermission(user.roles, group),
  }));
  rows.push({ group: 'networkAlerts', granted: user.notificationSettings?.networkAlerts ?? false });
  return rows;
}

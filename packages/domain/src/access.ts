import { CAPABILITIES, type Capability } from './capabilities.js';
import { hasPermission, PERMISSIONS, ROLES, type Permission, type Role } from './roles.js';

/**
 * What an operation (or a studio route) needs from the caller, by one name:
 * - a permission of the section 6 matrix (`manageVenues`), granted by the caller's roles;
 * - a capability (`sites.manage`, `sudoAdmin`), held in the user's capability list;
 * - a role (`customerAdmin`), where the spec names the role itself ("needs Organization Admin");
 *   Platform Admin, with full access to every organisation, always has it;
 * - `signedIn`: any signed-in member of the organisation;
 * - `public`: no sign-in at all.
 */
export const ACCESS_MARKERS = ['signedIn', 'public'] as const;
export type AccessMarker = (typeof ACCESS_MARKERS)[number];
export type AccessRequirement = Permission | Capability | Role | AccessMarker;

export type AccessRequirementKind = 'permission' | 'capability' | 'role' | 'marker';

const PLATFORM_ADMIN: Role = 'resiAdmin';

/** The kind of a requirement name, or undefined when it names nothing known. */
export function accessRequirementKind(name: string): AccessRequirementKind | undefined {
  if ((PERMISSIONS as readonly string[]).includes(name)) return 'permission';
  if ((CAPABILITIES as readonly string[]).includes(name)) return 'capability';
  if ((ROLES as readonly string[]).includes(name)) return 'role';
  if ((ACCESS_MARKERS as readonly string[]).includes(name)) return 'marker';
  return undefined;
}

export function isAccessRequirement(name: string): name is AccessRequirement {
  return accessRequirementKind(name) !== undefined;
}

/** The parts of a signed-in user the requirements look at. */
export interface AccessHolder {
  roles: readonly string[];
  capabilities: readonly string[];
}

/** Whether a signed-in user meets the requirement (`public` and `signedIn` always hold). */
export function meetsAccessRequirement(
  holder: AccessHolder,
  requirement: AccessRequirement,
): boolean {
  switch (accessRequirementKind(requirement)) {
    case 'permission':
      return hasPermission(holder.roles, requirement as Permission);
    case 'capability':
      return holder.capabilities.includes(requirement);
    case 'role':
      return holder.roles.includes(requirement) || holder.roles.includes(PLATFORM_ADMIN);
    case 'marker':
      return true;
    default:
      return false;
  }
}

/**
 * Where the organisation an operation acts on comes from:
 * - `path`: the `{customerId}` path parameter; another organisation's id answers 404 (Platform
 *   Admin may act in any organisation);
 * - `token`: the path names only a resource of an organisation (`/media/{mediaId}/cues`); the
 *   organisation is the one the caller's token acts for, and the handler looks the resource up
 *   inside it, so another organisation's resource is simply not found;
 * - `none`: not an organisation's data (lookups, plans, public calls, staff-wide searches).
 */
export const ORGANISATION_SCOPES = ['path', 'token', 'none'] as const;
export type OrganisationScope = (typeof ORGANISATION_SCOPES)[number];

/** The one name of the organisation path parameter across the contract. */
export const ORGANISATION_PATH_PARAMETER = 'customerId';

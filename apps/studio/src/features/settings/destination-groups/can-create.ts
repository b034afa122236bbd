import { meetsAccessRequirement } from '@studio/domain';

/**
 * Creating a group needs Admin (spec section 6), as `createDestinationGroup` declares
 * (`x-permission: customerAdmin`); everyone else with manageDestinationGroups reads and edits.
 */
export function canCreateDestinationGroups(
  user: { roles: readonly string[]; capabilities: readonly string[] } | null | undefined,
): boolean {
  return user ? meetsAccessRequirement(user, 'customerAdmin') : false;
}

import type { OrganisationId } from '../db/organisation-scoped-repository';
import { assertOrganisationAccess, type AuthContext } from './context';

/**
 * The organisation a request may act for, as the id organisation-scoped repositories take:
 * the one named in the path (`customerId`) once the caller is allowed it (another organisation
 * answers 404 unless the caller is Platform Admin), or the token's own organisation.
 */
export function checkedOrganisationId(
  auth: AuthContext,
  requestedOrganisationId: string = auth.organisation.id,
): OrganisationId {
  assertOrganisationAccess(auth, requestedOrganisationId);
  // The check above is what makes this id trustworthy.
  return requestedOrganisationId as OrganisationId;
}

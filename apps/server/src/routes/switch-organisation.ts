import { STAFF_ADMIN_CAPABILITY, STAFF_VIEWER_CAPABILITY } from '@studio/domain';
import type { AuthContext } from '../auth/context';
import type { OperationCall, OperationHooks } from '../contract/register';
import { forbidden } from '../http/errors';
import type { Services } from '../services';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls that write their own, more telling, system log entry (switching, staff admin forms). */
const SELF_RECORDED = new Set([
  'createToken',
  'createTokenOnBehalfOf',
  'login',
  'logout',
  'createCustomer',
  'updateCustomer',
  'moveCustomer',
  'deleteHardwareUnit',
]);

/** Staff-wide changes a staff viewer may not make (the organisation forms need sudoAdmin). */
const STAFF_CHANGES = new Set(['createHardwareUnit', 'updateHardwareUnit', 'deleteHardwareUnit']);

/** Staff working in an organisation that is not their own (after Switch to Organization). */
export const isActingElsewhere = (
  auth: AuthContext | null,
  organisationId: string | undefined,
): boolean =>
  auth !== null &&
  auth.apiClient === undefined &&
  organisationId !== undefined &&
  organisationId !== auth.user.organisationId;

/** The staff viewer: sees the admin area and customer organisations, changes nothing. */
const isStaffViewer = (auth: AuthContext) =>
  !auth.user.capabilities.includes(STAFF_ADMIN_CAPABILITY) &&
  (auth.isPlatformAdmin || auth.user.capabilities.includes(STAFF_VIEWER_CAPABILITY));

/**
 * What staff do inside a customer organisation, and removals (spec section 6, issue 17):
 * - a staff viewer (`sudo` without `sudoAdmin`) sees without changing: a call that would change
 *   another organisation's data, or the hardware inventory, is refused with 403;
 * - every change a staff member makes inside another organisation is written to the system log
 *   with their own name, so it is attributable to them and not to the organisation's people;
 * - every removal (a DELETE that succeeded) is written to the system log with who removed what.
 * The organisation is the one the path names (Platform Admin may name any), or the token's.
 */
export function staffActingHooks(services: Services): OperationHooks {
  const actedOn = (auth: AuthContext | null, organisation: { id: string } | null) =>
    organisation?.id ?? auth?.organisation.id;

  async function record(call: OperationCall, organisationId: string, elsewhere: boolean) {
    const { auth, organisation, operationId, method, request } = call;
    if (!auth) return;
    const target =
      organisation?.id === organisationId
        ? organisation
        : await services.organisations.findById(organisationId);
    const where = target?.name ?? organisationId;
    const who = elsewhere ? `${auth.user.userName} (staff)` : auth.user.userName;
    // The path names what was removed (ids only); the query string is left out.
    const path = request.url.split('?')[0];
    await services.systemLogs.record({
      level: 'informational',
      message:
        method === 'DELETE'
          ? `${who} removed ${path} (${operationId}) in ${where}.`
          : `${who} called ${operationId} in ${where}.`,
      subject: { type: 'customer', id: organisationId },
      // An API client is no person: the entry names it in the message only.
      actorUserId: auth.apiClient ? null : auth.user.id,
      organisationId,
    });
  }

  return {
    beforeHandler: ({ operationId, method, auth, organisation }) => {
      if (READ_METHODS.has(method) || !auth || !isStaffViewer(auth)) return;
      if (STAFF_CHANGES.has(operationId) || isActingElsewhere(auth, actedOn(auth, organisation)))
        throw forbidden();
    },

    afterHandler: async (call) => {
      const { operationId, method, auth, organisation, status, request } = call;
      if (READ_METHODS.has(method) || !auth || status >= 400) return;
      if (SELF_RECORDED.has(operationId)) return;
      const organisationId = actedOn(auth, organisation);
      if (!organisationId) return;
      const elsewhere = isActingElsewhere(auth, organisationId);
      if (!elsewhere && method !== 'DELETE') return;
      try {
        await record(call, organisationId, elsewhere);
      } catch (error) {
        // The change itself is done; a log entry that could not be written must not undo it.
        request.log.error({ err: error, operationId }, 'could not write the system log entry');
      }
    },
  };
}

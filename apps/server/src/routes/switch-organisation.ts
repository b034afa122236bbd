import { STAFF_ADMIN_CAPABILITY } from '@studio/domain';
import type { AuthContext } from '../auth/context';
import type { OperationHooks } from '../contract/register';
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
]);

/** Staff working in an organisation that is not their own (after Switch to Organization). */
export const isActingElsewhere = (
  auth: AuthContext | null,
  organisationId: string | undefined,
): boolean =>
  auth !== null &&
  auth.apiClient === undefined &&
  organisationId !== undefined &&
  organisationId !== auth.user.organisationId;

/**
 * What staff do inside a customer organisation (spec section 6, issue 17):
 * - a staff viewer (the `sudo` capability without `sudoAdmin`) sees without changing: any call
 *   that would change another organisation's data is refused with 403;
 * - every change a staff member makes there is written to the system log with their own name, so
 *   it is attributable to them and not to the organisation's people.
 * The organisation is the one the token acts for, or the one the path names (Platform Admin may
 * name any).
 */
export function staffActingHooks(services: Services): OperationHooks {
  const actedOn = (auth: AuthContext | null, organisation: { id: string } | null) =>
    organisation?.id ?? auth?.organisation.id;

  return {
    beforeHandler: ({ method, auth, organisation }) => {
      if (READ_METHODS.has(method) || !auth) return;
      if (!isActingElsewhere(auth, actedOn(auth, organisation))) return;
      if (!auth.user.capabilities.includes(STAFF_ADMIN_CAPABILITY)) throw forbidden();
    },

    afterHandler: async ({ operationId, method, auth, organisation, status }) => {
      if (READ_METHODS.has(method) || !auth || status >= 400) return;
      if (SELF_RECORDED.has(operationId)) return;
      const organisationId = actedOn(auth, organisation);
      if (!isActingElsewhere(auth, organisationId)) return;
      const target =
        organisation?.id === organisationId
          ? organisation
          : await services.organisations.findById(organisationId!);
      await services.systemLogs.record({
        level: 'informational',
        message: `${auth.user.userName} (staff) called ${operationId} in ${
          target && 'name' in target ? target.name : organisationId
        }.`,
        subject: { type: 'customer', id: organisationId! },
        actorUserId: auth.user.id,
        organisationId,
      });
    },
  };
}

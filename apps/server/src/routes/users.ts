import { requireAuth, rolesOf } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { Services } from '../services';

/**
 * The v2 users service: the signed-in user, in the organisation the token acts for, and the
 * organisation they belong to (they differ while staff act inside another organisation).
 */
export function userHandlers(services: Pick<Services, 'organisations'>) {
  return {
    getCurrentUser: async ({ auth }) => {
      const { user, organisation } = requireAuth(auth);
      const home =
        organisation.id === user.organisationId
          ? organisation
          : await services.organisations.findById(user.organisationId);
      return {
        status: 200,
        body: {
          capabilities: [...user.capabilities],
          customerId: organisation.id,
          customerName: organisation.name,
          firstName: user.firstName,
          lastName: user.lastName,
          userId: user.id,
          userName: user.userName,
          userType: user.userType,
          roles: rolesOf(user),
          ...(home ? { homeCustomerId: home.id, homeCustomerName: home.name } : {}),
        },
      };
    },
  } satisfies HandlerMap<DocumentOperations['v2']>;
}

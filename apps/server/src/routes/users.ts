import { requireAuth, rolesOf } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';

/** The v2 users service: the signed-in user, in the organisation the token acts for. */
export function userHandlers() {
  return {
    getCurrentUser: async ({ auth }) => {
      const { user, organisation } = requireAuth(auth);
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
        },
      };
    },
  } satisfies HandlerMap<DocumentOperations['v2']>;
}

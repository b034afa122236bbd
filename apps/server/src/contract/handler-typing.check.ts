/**
 * Compile-time proof that handlers are held to the contract: each `@ts-expect-error` below must
 * stay an error, or `tsc` (pnpm typecheck) fails. Nothing here runs.
 */
import type { HandlerMap } from './handlers';
import type { DocumentOperations } from './operations';

type CentralV3 = DocumentOperations['central-v3'];
type V2 = DocumentOperations['v2'];

export const wrongBodyField = {
  // @ts-expect-error customerName must be a string
  login: async () => ({ status: 200, body: { customerId: 'c', customerName: 42 } }),
} satisfies HandlerMap<CentralV3>;

export const undeclaredStatus = {
  // @ts-expect-error getCurrentUser declares no 418
  getCurrentUser: async () => ({ status: 418, body: undefined }),
} satisfies HandlerMap<V2>;

export const unknownOperation = {
  // @ts-expect-error there is no operation getCustomr
  getCustomr: async () => ({ status: 200, body: undefined }),
} satisfies HandlerMap<CentralV3>;

export const wrongRequestField = {
  login: async ({ body }) => {
    // @ts-expect-error the login body has userName, not username
    const name: string = body.username;
    return { status: 200, body: { customerId: name, customerName: name } };
  },
} satisfies HandlerMap<CentralV3>;

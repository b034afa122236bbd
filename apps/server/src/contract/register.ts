import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context';
import { badRequest, notImplemented } from '../http/errors';
import {
  bearerRule,
  enforceAccess,
  readAccessPolicy,
  type AccessDecision,
  type AccessGateDependencies,
} from './access';
import { listOperations, type LoadedContract } from './document';
import { handlerFor, type ContractHandlers, type HandlerContext } from './handlers';
import { RequestValidators } from './request-validation';

export interface ContractRouterOptions {
  contracts: LoadedContract[];
  handlers: ContractHandlers;
  /** The caller behind the request's bearer token, or null when there is none or it is invalid. */
  authenticate: (request: FastifyRequest) => Promise<AuthContext | null>;
  /** Loads an organisation Platform Admin acts in; undefined when it does not exist. */
  findOrganisation: AccessGateDependencies['findOrganisation'];
  /** Told of every access decision (audit logging, and the access sweep test). */
  onAccessDecision?: (decision: AccessDecision) => void;
}

/** `/customers/{customerId}` -> `/customers/:customerId` */
const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Registers every operation of every document, so the contract alone decides what exists. A
 * request passes the access gate its operation declares (sign-in, organisation, permission, plan:
 * see enforceAccess), is validated against its parameters and body, then given to its handler
 * with the checked organisation, or answered 501 when no handler is written yet. An operation
 * without a complete access declaration stops the server from starting.
 */
export function registerContract(app: FastifyInstance, options: ContractRouterOptions): string[] {
  const validators = new RequestValidators(options.contracts);
  const registered: string[] = [];
  const gate: AccessGateDependencies = {
    findOrganisation: options.findOrganisation,
    onDecision: options.onAccessDecision,
  };
  for (const contract of options.contracts) {
    for (const operation of listOperations(contract)) {
      const policy = readAccessPolicy(operation);
      const validate = validators.forOperation(operation);
      const handler = handlerFor(options.handlers, contract.name, operation.operationId);
      const rule = bearerRule(operation);
      app.route({
        method: operation.method.toUpperCase() as Uppercase<typeof operation.method>,
        url: `${contract.basePath}${toFastifyPath(operation.path)}`,
        handler: async (request, reply) => {
          const auth = rule === 'none' ? null : await options.authenticate(request);
          const organisation = await enforceAccess(
            { operationId: operation.operationId, policy, auth, params: request.params },
            gate,
          );
          const errors = validate({
            params: request.params,
            query: request.query,
            headers: request.headers,
            body: request.body,
          });
          if (errors.length > 0) throw badRequest(errors);
          if (!handler) throw notImplemented(operation.operationId);
          // Validated against the contract just above, so they have the shapes the handler's
          // generated types promise; the handler map is where those types are checked.
          const validated = {
            params: request.params,
            query: request.query,
            body: request.body,
          } as Pick<HandlerContext<unknown>, 'params' | 'query' | 'body'>;
          const result = await handler({ ...validated, auth, organisation, request, reply });
          reply.status(result.status);
          return result.body === undefined ? reply.send() : reply.send(result.body);
        },
      });
      registered.push(`${contract.name}.${operation.operationId}`);
    }
  }
  return registered;
}

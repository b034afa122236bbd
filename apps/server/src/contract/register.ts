import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context';
import { badRequest, notImplemented, unauthenticated } from '../http/errors';
import { listOperations, type LoadedContract, type SecurityRequirement } from './document';
import { handlerFor, type ContractHandlers, type HandlerContext } from './handlers';
import { RequestValidators } from './request-validation';

export interface ContractRouterOptions {
  contracts: LoadedContract[];
  handlers: ContractHandlers;
  /** The caller behind the request's bearer token, or null when there is none or it is invalid. */
  authenticate: (request: FastifyRequest) => Promise<AuthContext | null>;
}

type BearerRule = 'none' | 'optional' | 'required';

/** `[]` or an alternative without bearerAuth means the call works without a token. */
function bearerRule(security: SecurityRequirement[]): BearerRule {
  const mentionsBearer = security.some((requirement) => 'bearerAuth' in requirement);
  if (!mentionsBearer) return 'none';
  const everyAlternativeNeedsBearer = security.every((requirement) => 'bearerAuth' in requirement);
  return everyAlternativeNeedsBearer ? 'required' : 'optional';
}

/** `/customers/{id}` -> `/customers/:id` */
const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Registers every operation of every document, so the contract alone decides what exists: the
 * request is authenticated as the operation's `security` demands, validated against its
 * parameters and body, then given to its handler, or answered 501 when none is written yet.
 */
export function registerContract(app: FastifyInstance, options: ContractRouterOptions): string[] {
  const validators = new RequestValidators(options.contracts);
  const registered: string[] = [];
  for (const contract of options.contracts) {
    for (const operation of listOperations(contract)) {
      const validate = validators.forOperation(operation);
      const handler = handlerFor(options.handlers, contract.name, operation.operationId);
      const rule = bearerRule(operation.security);
      app.route({
        method: operation.method.toUpperCase() as Uppercase<typeof operation.method>,
        url: `${contract.basePath}${toFastifyPath(operation.path)}`,
        handler: async (request, reply) => {
          const auth = rule === 'none' ? null : await options.authenticate(request);
          if (rule === 'required' && !auth) throw unauthenticated();
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
          const result = await handler({ ...validated, auth, request, reply });
          // A handler that took over the raw reply (`reply.hijack()`, the server-sent events
          // stream) has answered already.
          if (reply.sent) return reply;
          reply.status(result.status);
          return result.body === undefined ? reply.send() : reply.send(result.body);
        },
      });
      registered.push(`${contract.name}.${operation.operationId}`);
    }
  }
  return registered;
}

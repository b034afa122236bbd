import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context';
import { badRequest, notImplemented } from '../http/errors';
import {
  bearerRule,
  enforceAccess,
  readAccessPolicy,
  type AccessDecision,
  type AccessGateDependencies,
  type CheckedOrganisation,
} from './access';
import {
  dereference,
  listOperations,
  type LoadedContract,
  type RequestBodyObject,
} from './document';
import { handlerFor, type ContractHandlers, type HandlerContext } from './handlers';
import { withRuleMessages, type RequestRules } from './request-rules';
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
  /** Body rules with the spec's messages, per operationId (see request-rules.ts). */
  requestRules?: RequestRules;
  /** Rules and records around every handler (staff acting in a customer organisation). */
  hooks?: OperationHooks;
}

/** What a hook knows of a call: the operation, the caller and the checked organisation. */
export interface OperationCall {
  operationId: string;
  method: string;
  auth: AuthContext | null;
  organisation: CheckedOrganisation | null;
  request: FastifyRequest;
}

export interface OperationHooks {
  /** Runs after the access gate and validation, before the handler; throws to refuse. */
  beforeHandler?: (call: OperationCall) => void | Promise<void>;
  /** Runs after the handler answered, with its status, before the answer is sent. */
  afterHandler?: (call: OperationCall & { status: number }) => Promise<void>;
}

/**
 * Fastify refuses a body whose media type has no parser (415) before any route handler runs,
 * which would answer a caller the gate must refuse with 415 instead. Every media type the
 * contract declares for a request body is therefore parsed, as raw bytes unless a parser exists.
 */
function acceptDeclaredBinaryBodies(app: FastifyInstance, contracts: LoadedContract[]): void {
  const mediaTypes = new Set<string>();
  for (const contract of contracts) {
    for (const operation of listOperations(contract)) {
      const body = operation.operation.requestBody;
      if (!body) continue;
      const resolved = dereference<RequestBodyObject>(contract.document, body, operation.pointer);
      for (const mediaType of Object.keys(resolved.value.content ?? {})) mediaTypes.add(mediaType);
    }
  }
  for (const mediaType of mediaTypes) {
    if (!app.hasContentTypeParser(mediaType))
      app.addContentTypeParser(mediaType, { parseAs: 'buffer' }, (_request, bytes, done) =>
        done(null, bytes),
      );
  }
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
  const validators = RequestValidators.for(options.contracts);
  const registered: string[] = [];
  const gate: AccessGateDependencies = {
    findOrganisation: options.findOrganisation,
    onDecision: options.onAccessDecision,
  };
  acceptDeclaredBinaryBodies(app, options.contracts);
  for (const contract of options.contracts) {
    for (const operation of listOperations(contract)) {
      const policy = readAccessPolicy(operation);
      const validate = validators.forOperation(operation);
      const handler = handlerFor(options.handlers, contract.name, operation.operationId);
      const rule = bearerRule(operation);
      const bodyLimit = operation.operation['x-max-body-bytes'];
      app.route({
        method: operation.method.toUpperCase() as Uppercase<typeof operation.method>,
        url: `${contract.basePath}${toFastifyPath(operation.path)}`,
        ...(typeof bodyLimit === 'number' ? { bodyLimit } : {}),
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
          if (errors.length > 0) {
            const rules = options.requestRules?.[operation.operationId];
            throw badRequest(
              rules ? withRuleMessages(errors, rules(request.body, organisation)) : errors,
            );
          }
          if (!handler) throw notImplemented(operation.operationId);
          const call: OperationCall = {
            operationId: operation.operationId,
            method: request.method,
            auth,
            organisation,
            request,
          };
          await options.hooks?.beforeHandler?.(call);
          // Validated against the contract just above, so they have the shapes the handler's
          // generated types promise; the handler map is where those types are checked.
          const validated = {
            params: request.params,
            query: request.query,
            body: request.body,
          } as Pick<HandlerContext<unknown>, 'params' | 'query' | 'body'>;
          const result = await handler({ ...validated, auth, organisation, request, reply });
          // A handler that took over the raw reply (`reply.hijack()`, the server-sent events
          // stream) has answered already.
          if (reply.sent) return reply;
          await options.hooks?.afterHandler?.({ ...call, status: result.status });
          reply.status(result.status);
          return result.body === undefined ? reply.send() : reply.send(result.body);
        },
      });
      registered.push(`${contract.name}.${operation.operationId}`);
    }
  }
  return registered;
}

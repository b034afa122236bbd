import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context';
import type { CheckedOrganisation } from './access';
import type { DocumentOperations } from './operations';

/**
 * A JSON body, or the bytes of a body the contract declares in another media type (an image as
 * `format: binary`, a CSV): the raw-body parser hands those over as a Buffer, and a handler
 * answers them as bytes or text after setting the reply's content type (or undefined when it
 * took the raw reply over, as the event stream does).
 */
type JsonContent<T> = T extends { content: { 'application/json': infer Body } }
  ? Body
  : T extends { content: Record<string, unknown> }
    ? Uint8Array | string | undefined
    : undefined;

export type RequestBodyOf<Operation> = Operation extends { requestBody: infer Body }
  ? JsonContent<Body>
  : Operation extends { requestBody?: infer Body }
    ? JsonContent<NonNullable<Body>> | undefined
    : undefined;

type NoParameters = Record<string, never>;
type PresentOr<T> = [NonNullable<T>] extends [never] ? NoParameters : NonNullable<T>;

export type PathParamsOf<Operation> = Operation extends { parameters: { path?: infer Path } }
  ? PresentOr<Path>
  : NoParameters;

export type QueryOf<Operation> = Operation extends { parameters: { query?: infer Query } }
  ? PresentOr<Query>
  : NoParameters;

/**
 * The organisation an operation acts on, already checked by the router (contract/access.ts):
 * always present when the path names it (`{customerId}`), otherwise the token's organisation for
 * `x-organisation-scope: token` and null for `none`.
 */
export type OrganisationOf<Operation> =
  PathParamsOf<Operation> extends { customerId: string }
    ? CheckedOrganisation
    : CheckedOrganisation | null;

type ResponsesOf<Operation> = Operation extends { responses: infer Responses } ? Responses : never;

/** Any answer the contract lists for the operation, with the body its status requires. */
export type HandlerResult<Operation> = {
  [Status in keyof ResponsesOf<Operation> & number]: {
    status: Status;
    body: JsonContent<ResponsesOf<Operation>[Status]>;
  };
}[keyof ResponsesOf<Operation> & number];

export interface HandlerContext<Operation> {
  params: PathParamsOf<Operation>;
  query: QueryOf<Operation>;
  body: RequestBodyOf<Operation>;
  /** The caller, when a valid bearer token came with the request. */
  auth: AuthContext | null;
  organisation: OrganisationOf<Operation>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<Operation> = (
  context: HandlerContext<Operation>,
) => Promise<HandlerResult<Operation>>;

export type HandlerMap<Operations> = {
  [OperationId in keyof Operations]?: Handler<Operations[OperationId]>;
};

/** Handlers per document name; an operation without one answers 501. */
export type ContractHandlers = {
  [Document in keyof DocumentOperations]?: HandlerMap<DocumentOperations[Document]>;
};

/** The shape the router calls; typed handlers are checked against the contract where written. */
export type UntypedHandler = (
  context: HandlerContext<unknown>,
) => Promise<{ status: number; body: unknown }>;

export function handlerFor(
  handlers: ContractHandlers,
  documentName: string,
  operationId: string,
): UntypedHandler | undefined {
  const map = (handlers as Record<string, Record<string, UntypedHandler | undefined> | undefined>)[
    documentName
  ];
  return map?.[operationId];
}

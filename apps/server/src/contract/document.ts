import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The parts of an OpenAPI 3.1 document the server reads. */
export type JsonSchema = Record<string, unknown> | boolean;
export type SecurityRequirement = Record<string, string[]>;

export interface Reference {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject | Reference;
  security?: SecurityRequirement[];
  responses?: Record<string, ResponseObject | Reference>;
  /**
   * The largest request body the operation takes, in bytes, where it is not Fastify's default
   * (1 MiB): image uploads of 2 MB. A larger body is refused with 413 before it is read whole.
   */
  'x-max-body-bytes'?: number;
}

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = { parameters?: Array<ParameterObject | Reference> } & {
  [method in HttpMethod]?: OperationObject;
};

export interface OpenApiDocument {
  openapi: string;
  servers?: Array<{ url: string; 'x-environment'?: string }>;
  paths?: Record<string, PathItemObject>;
  components?: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
}

export interface LoadedContract {
  /** File name without extension: `central-v3`. */
  name: string;
  document: OpenApiDocument;
  /** Pathname of the `local` server, where this document is mounted: `/api/v3`. */
  basePath: string;
}

export function isReference(value: unknown): value is Reference {
  return (
    typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string'
  );
}

/** JSON pointer segment escaping (RFC 6901). */
export const escapePointer = (segment: string) =>
  segment.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapePointer = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * Follows local `$ref`s (a bundled document has no other kind) and returns the value with the
 * JSON pointer where it really lives, so validators can reference it inside the document.
 */
export function dereference<T>(
  document: OpenApiDocument,
  value: T | Reference,
  pointer: string,
): { value: T; pointer: string } {
  let current: unknown = value;
  let currentPointer = pointer;
  const seen = new Set<string>();
  while (isReference(current)) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    if (seen.has(ref)) throw new Error(`Circular reference: ${ref}`);
    seen.add(ref);
    let target: unknown = document;
    for (const segment of ref.slice(2).split('/').map(unescapePointer)) {
      if (typeof target !== 'object' || target === null)
        throw new Error(`Unresolvable reference: ${ref}`);
      target = (target as Record<string, unknown>)[segment];
    }
    if (target === undefined) throw new Error(`Unresolvable reference: ${ref}`);
    current = target;
    currentPointer = ref.slice(1);
  }
  return { value: current as T, pointer: currentPointer };
}

function localBasePath(name: string, document: OpenApiDocument): string {
  const local = document.servers?.find((server) => server['x-environment'] === 'local');
  if (!local) throw new Error(`openapi/${name}: no server with x-environment: local`);
  const pathname = new URL(local.url).pathname.replace(/\/+$/, '');
  return pathname;
}

/** Reads every `openapi/bundled/*.json`, in name order so routes register deterministically. */
export async function loadContracts(directory: string): Promise<LoadedContract[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const name = file.slice(0, -'.json'.length);
      // The bundles are produced by our own generator from linted documents.
      const document = JSON.parse(await readFile(join(directory, file), 'utf8')) as OpenApiDocument;
      if (!document.openapi?.startsWith('3.1')) {
        throw new Error(`openapi/bundled/${file} is not an OpenAPI 3.1 document`);
      }
      return { name, document, basePath: localBasePath(name, document) };
    }),
  );
}

export interface ContractOperation {
  contract: LoadedContract;
  operationId: string;
  method: HttpMethod;
  /** Path as written in the document: `/customers/{id}`. */
  path: string;
  /** JSON pointer of the operation object inside the document. */
  pointer: string;
  operation: OperationObject;
  /** Path-level and operation-level parameters merged (operation wins), dereferenced. */
  parameters: Array<{ parameter: ParameterObject; pointer: string }>;
  security: SecurityRequirement[];
}

export function listOperations(contract: LoadedContract): ContractOperation[] {
  const { document } = contract;
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    const pathPointer = `/paths/${escapePointer(path)}`;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const pointer = `${pathPointer}/${method}`;
      if (!operation.operationId)
        throw new Error(`${contract.name} ${method} ${path}: no operationId`);
      const merged = new Map<string, { parameter: ParameterObject; pointer: string }>();
      const collect = (list: Array<ParameterObject | Reference> | undefined, base: string) =>
        (list ?? []).forEach((entry, index) => {
          const resolved = dereference<ParameterObject>(
            document,
            entry,
            `${base}/parameters/${index}`,
          );
          merged.set(`${resolved.value.in}:${resolved.value.name}`, {
            parameter: resolved.value,
            pointer: resolved.pointer,
          });
        });
      collect(pathItem.parameters, pathPointer);
      collect(operation.parameters, pointer);
      operations.push({
        contract,
        operationId: operation.operationId,
        method,
        path,
        pointer,
        operation,
        parameters: [...merged.values()],
        security: operation.security ?? document.security ?? [],
      });
    }
  }
  return operations;
}

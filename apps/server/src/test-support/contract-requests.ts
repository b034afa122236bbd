/**
 * Requests built from the contract's own examples, shared by the contract walk and the access
 * sweep.
 */
import type { InjectOptions } from 'fastify';
import {
  dereference,
  type ContractOperation,
  type JsonSchema,
  type LoadedContract,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
} from '../contract/document';
import type { SignedIn } from './app';

type Json = Record<string, unknown>;

/** A tiny PNG (signature and an empty IHDR-less body) for binary request bodies. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function resolve<T>(document: LoadedContract['document'], value: T | Reference): T {
  return dereference<T>(document, value, '').value;
}

/** The first example a schema offers, following `$ref`, `allOf`/`oneOf`/`anyOf` when needed. */
function schemaExample(
  document: LoadedContract['document'],
  schema: JsonSchema | undefined,
): unknown {
  if (schema === undefined || typeof schema === 'boolean') return undefined;
  const resolved = resolve<Json>(document, schema as Json | Reference);
  if (Array.isArray(resolved.examples) && resolved.examples.length > 0) return resolved.examples[0];
  if ('example' in resolved) return resolved.example;
  if ('const' in resolved) return resolved.const;
  if ('default' in resolved) return resolved.default;
  if (Array.isArray(resolved.enum)) return resolved.enum[0];
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = resolved[key];
    if (Array.isArray(branches)) {
      for (const branch of branches) {
        const example = schemaExample(document, branch as JsonSchema);
        if (example !== undefined) return example;
      }
    }
  }
  return undefined;
}

function parameterExample(
  document: LoadedContract['document'],
  parameter: ParameterObject,
): unknown {
  const withExamples = parameter as ParameterObject & {
    example?: unknown;
    examples?: Record<string, { value?: unknown }>;
  };
  if (withExamples.example !== undefined) return withExamples.example;
  const named = Object.values(withExamples.examples ?? {})[0];
  if (named?.value !== undefined) return named.value;
  return schemaExample(document, parameter.schema);
}

export interface BuiltRequest {
  options: InjectOptions;
  missing: string[];
}

export interface RequestOptions {
  /** Sent as the bearer token when the operation mentions bearerAuth; none when absent. */
  session?: SignedIn;
  /** Path parameter values used instead of the examples (`customerId` of another organisation). */
  pathParameters?: Record<string, string>;
  /**
   * Rewrites the JSON body example before it is sent: for examples that can only be valid relative
   * to the time of the run (a start in the future, an occurrence of a series seeded from today).
   */
  body?: (example: unknown) => unknown;
}

/**
 * A request the contract itself describes: path and query parameters and the body from the
 * operation's examples (or its schema's), so a correct server accepts it.
 */
export function buildRequest(
  operation: ContractOperation,
  { session, pathParameters = {}, body: rewriteBody }: RequestOptions = {},
): BuiltRequest {
  const { document, basePath } = operation.contract;
  const missing: string[] = [];
  let path = operation.path;
  const query: string[] = [];
  for (const { parameter } of operation.parameters) {
    const example = pathParameters[parameter.name] ?? parameterExample(document, parameter);
    if (parameter.in === 'path') {
      if (example === undefined) missing.push(`path parameter ${parameter.name} has no example`);
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(example ?? 'x')));
    } else if (parameter.in === 'query' && example !== undefined) {
      const explode = (parameter as ParameterObject & { explode?: boolean }).explode ?? true;
      const values = Array.isArray(example) ? example : [example];
      const key = encodeURIComponent(parameter.name);
      if (Array.isArray(example) && !explode) {
        query.push(`${key}=${values.map((value) => encodeURIComponent(String(value))).join(',')}`);
      } else {
        for (const value of values) query.push(`${key}=${encodeURIComponent(String(value))}`);
      }
    } else if (parameter.in === 'query' && parameter.required) {
      missing.push(`required query parameter ${parameter.name} has no example`);
    }
  }
  const headers: Record<string, string> = {};
  if (session && operation.security.some((requirement) => 'bearerAuth' in requirement)) {
    headers.authorization = session.headers.authorization;
  }
  const options: InjectOptions = {
    method: operation.method.toUpperCase() as InjectOptions['method'],
    url: `${basePath}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    headers,
  };
  if (operation.operation.requestBody) {
    const requestBody = resolve<RequestBodyObject>(document, operation.operation.requestBody);
    const [mediaType, media] = Object.entries(requestBody.content ?? {})[0] ?? [];
    if (mediaType && media) {
      if (/json/.test(mediaType)) {
        const withExamples = media as typeof media & {
          example?: unknown;
          examples?: Record<string, { value?: unknown }>;
        };
        const body =
          withExamples.example ??
          Object.values(withExamples.examples ?? {})[0]?.value ??
          schemaExample(document, media.schema);
        if (body === undefined) {
          if (requestBody.required) missing.push(`request body ${mediaType} has no example`);
        } else {
          headers['content-type'] = mediaType;
          options.payload = JSON.stringify(rewriteBody ? rewriteBody(body) : body);
        }
      } else {
        headers['content-type'] = mediaType;
        options.payload = PNG_BYTES;
      }
    }
  }
  return { options, missing };
}

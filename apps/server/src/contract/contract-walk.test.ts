/**
 * The contract walk: every operation of every bundled document is called once with the
 * contract's own examples (parameters and body), and every answer - a 501 for an operation
 * without a handler included - must carry a status the operation declares and match that
 * status's schema. The examples must also be requests the server accepts: an answer of 400
 * INVALID_REQUEST means an example contradicts its own schema.
 *
 * It prints the operations still answering 501 and the counts, so the README and bench/ can
 * report how much of the contract is built.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dereference,
  listOperations,
  loadContracts,
  type ContractOperation,
  type JsonSchema,
  type LoadedContract,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
} from './document';
import { serverPaths } from '../paths';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_USERS,
  signIn,
  type SignedIn,
} from '../test-support';

type Json = Record<string, unknown>;

interface WalkResult {
  id: string;
  document: string;
  method: string;
  path: string;
  status: number;
  problems: string[];
}

/** Operations that end the walking session are called last. */
const CALLED_LAST = new Set(['logout']);

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

interface BuiltRequest {
  options: InjectOptions;
  missing: string[];
}

function buildRequest(operation: ContractOperation, session: SignedIn): BuiltRequest {
  const { document, basePath } = operation.contract;
  const missing: string[] = [];
  let path = operation.path;
  const query: string[] = [];
  for (const { parameter } of operation.parameters) {
    const example = parameterExample(document, parameter);
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
  if (operation.security.some((requirement) => 'bearerAuth' in requirement)) {
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
          options.payload = JSON.stringify(body);
        }
      } else {
        headers['content-type'] = mediaType;
        options.payload = PNG_BYTES;
      }
    }
  }
  return { options, missing };
}

function declaredStatuses(operation: ContractOperation): string[] {
  return Object.keys(operation.operation.responses ?? {});
}

function isDeclared(operation: ContractOperation, status: number): boolean {
  const declared = declaredStatuses(operation);
  return (
    declared.includes(String(status)) ||
    declared.includes(`${String(status)[0]}XX`) ||
    declared.includes('default')
  );
}

/** Operations whose success answer is an endless `text/event-stream`. */
function streamsEvents(operation: ContractOperation): boolean {
  const success = operation.operation.responses?.['200'];
  return !!success && !('$ref' in success) && 'text/event-stream' in (success.content ?? {});
}

/**
 * An event stream never ends, so its answer is taken as soon as its headers arrive and the
 * stream is then dropped, as a client leaving would.
 */
async function injectOnce(
  app: FastifyInstance,
  operation: ContractOperation,
  options: InjectOptions,
): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
  if (!streamsEvents(operation)) return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, headers: response.headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

describe('contract walk', () => {
  let app: FastifyInstance;
  let session: SignedIn;
  let validator: ContractResponseValidator;
  let contracts: LoadedContract[];
  const results: WalkResult[] = [];

  beforeAll(async () => {
    contracts = await loadContracts(serverPaths().bundledContracts);
    validator = await ContractResponseValidator.load();
    app = await buildTestApp();
    const admin = DEMO_USERS.find((user) => user.roles.includes('customerAdmin'));
    if (!admin) throw new Error('The demo data has no organisation admin');
    session = await signIn(app, admin.userName);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers every operation with a declared status and shape', async () => {
    const operations = contracts
      .flatMap((contract) => listOperations(contract))
      .sort(
        (a, b) => Number(CALLED_LAST.has(a.operationId)) - Number(CALLED_LAST.has(b.operationId)),
      );

    const ids = operations.map((operation) => operation.operationId);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'operationIds are unique across documents',
    ).toEqual([]);

    for (const operation of operations) {
      const { options, missing } = buildRequest(operation, session);
      const response = await injectOnce(app, operation, options);
      const problems = [...missing];
      if (!isDeclared(operation, response.statusCode)) {
        problems.push(
          `status ${response.statusCode} is not declared (declared: ${declaredStatuses(operation).join(', ')})`,
        );
      } else {
        problems.push(
          ...validator.check(operation.operationId, {
            statusCode: response.statusCode,
            headers: response.headers,
            body: response.body,
          }).problems,
        );
      }
      if (response.statusCode === 400 && response.body.includes('INVALID_REQUEST')) {
        problems.push(`the examples were refused: ${response.body}`);
      }
      results.push({
        id: operation.operationId,
        document: operation.contract.name,
        method: operation.method.toUpperCase(),
        path: operation.path,
        status: response.statusCode,
        problems,
      });
    }

    const notImplemented = results.filter((result) => result.status === 501);
    const byDocument = new Map<string, { operations: number; notImplemented: number }>();
    for (const result of results) {
      const counts = byDocument.get(result.document) ?? { operations: 0, notImplemented: 0 };
      counts.operations += 1;
      if (result.status === 501) counts.notImplemented += 1;
      byDocument.set(result.document, counts);
    }
    const report = [
      `Operations still answering 501 (${notImplemented.length}):`,
      ...notImplemented.map(
        (result) =>
          `  ${result.document.padEnd(15)} ${result.id.padEnd(38)} ${result.method} ${result.path}`,
      ),
      '',
      'Per document: operations / answering 501',
      ...[...byDocument].map(
        ([name, counts]) =>
          `  ${name.padEnd(15)} ${String(counts.operations).padStart(4)} / ${counts.notImplemented}`,
      ),
      '',
      `Contract walk: ${contracts.length} documents, ${results.length} operations, ` +
        `${results.length - notImplemented.length} implemented, ${notImplemented.length} answering 501.`,
    ];
    console.log(report.join('\n'));

    const failures = results
      .filter((result) => result.problems.length > 0)
      .map(
        (result) =>
          `${result.document} ${result.id} (${result.method} ${result.path}) -> ${result.status}: ${result.problems.join('; ')}`,
      );
    expect(failures).toEqual([]);
  }, 300_000);
});

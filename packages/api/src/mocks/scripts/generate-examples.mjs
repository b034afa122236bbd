/**
 * Writes src/mocks/examples.generated.ts from openapi/bundled/*.json: the first example of every
 * component schema (typed with the generated `components`, so an example that contradicts its
 * schema fails the type check) and, per operation, its success status and the schema its body
 * is built from. Called by packages/api/scripts/generate.mjs (`pnpm generate`); deterministic.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const refName = (ref) => ref.split('/').pop();
const identifier = (name) =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());

/** The first example a schema gives, or one assembled from its parts. */
function exampleOf(schema, schemas, seen = new Set()) {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (seen.has(name)) return undefined;
    return exampleOf(schemas[name], schemas, new Set([...seen, name]));
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  for (const key of ['oneOf', 'anyOf']) {
    if (Array.isArray(schema[key])) {
      for (const branch of schema[key]) {
        const example = exampleOf(branch, schemas, seen);
        if (example !== undefined) return example;
      }
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, schemas, seen) ?? {}));
  }
  const types = [schema.type].flat();
  if (types.includes('array')) {
    const item = exampleOf(schema.items, schemas, seen);
    return item === undefined ? [] : [item];
  }
  if (types.includes('object') || schema.properties) {
    const result = {};
    const required = new Set(schema.required ?? []);
    for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
      const example =
        exampleOf(propertySchema, schemas, seen) ??
        (required.has(property) ? plainValue(propertySchema) : undefined);
      if (example !== undefined) result[property] = example;
    }
    return result;
  }
  if (types.includes('null')) return null;
  return undefined;
}

/** A neutral value for a required property that has no example (a flag, a count). */
function plainValue(schema) {
  const types = [schema?.type].flat();
  if (types.includes('boolean')) return false;
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 0;
  if (types.includes('array')) return [];
  if (types.includes('null')) return null;
  return undefined;
}

/** What a success body is made of: a named schema, an array of one, or an inline example. */
function bodyOf(schema, schemas) {
  if (!schema) return null;
  if (schema.$ref) return { schema: refName(schema.$ref) };
  if (schema.type === 'array' && schema.items?.$ref)
    return { schema: refName(schema.items.$ref), array: true };
  const example = exampleOf(schema, schemas);
  return example === undefined ? null : { example };
}

export async function generateExamples({ bundledDir, outFile }) {
  const files = (await readdir(bundledDir)).filter((file) => file.endsWith('.json')).sort();
  const owners = new Map();
  const examples = new Map();
  const operations = [];
  for (const file of files) {
    const document = file.slice(0, -'.json'.length);
    const bundle = JSON.parse(await readFile(join(bundledDir, file), 'utf8'));
    const schemas = bundle.components?.schemas ?? {};
    for (const name of Object.keys(schemas).sort()) {
      if (owners.has(name)) continue;
      const example = exampleOf(schemas[name], schemas);
      if (example === undefined) continue;
      owners.set(name, document);
      examples.set(name, example);
    }
    for (const [path, item] of Object.entries(bundle.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const status = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
        if (!status) continue;
        let response = operation.responses[status];
        if (response.$ref) response = bundle.components.responses[refName(response.$ref)];
        const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
        operations.push({
          document,
          operationId: operation.operationId,
          method,
          path,
          status: Number(status),
          contentType: contentType ?? null,
          body: contentType && /json/.test(contentType) ? bodyOf(media.schema, schemas) : null,
        });
      }
    }
  }
  const documents = [...new Set(owners.values())].sort();
  const lines = [
    '/**',
    ' * Generated by src/mocks/scripts/generate-examples.mjs from openapi/bundled/*.json.',
    ' * Do not edit: change the examples in openapi/ and run `pnpm generate`.',
    ' */',
    ...documents.map(
      (document) =>
        `import type { components as ${identifier(document)} } from '../generated/${document}.js';`,
    ),
    '',
    '/** Every component schema that has an example, with its generated type. */',
    'export interface SchemaTypes {',
    ...[...owners].map(
      ([name, document]) => `  ${name}: ${identifier(document)}['schemas']['${name}'];`,
    ),
    '}',
    '',
    "/** The first example of every schema (the contract's `examples`). */",
    'export const schemaExamples: { readonly [Name in keyof SchemaTypes]: SchemaTypes[Name] } = ' +
      JSON.stringify(Object.fromEntries(examples)) +
      ';',
    '',
    'export interface OperationExample {',
    '  document: string;',
    '  operationId: string;',
    "  method: 'get' | 'put' | 'post' | 'delete' | 'patch';",
    '  path: string;',
    '  status: number;',
    '  contentType: string | null;',
    '  body: { schema: keyof SchemaTypes; array?: boolean } | { example: unknown } | null;',
    '}',
    '',
    '/** The success answer of every operation, described by the schema its body is built from. */',
    `export const operationExamples: readonly OperationExample[] = ${JSON.stringify(operations)};`,
    '',
  ];
  const options = (await prettier.resolveConfig(outFile)) ?? {};
  await writeFile(
    outFile,
    await prettier.format(lines.join('\n'), { ...options, parser: 'typescript' }),
  );
  return { schemas: examples.size, operations: operations.length };
}

import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { ApiErrorItem } from '../http/errors';
import { createContractAjv, schemaRef, type ErrorObject } from './ajv';
import {
  dereference,
  escapePointer,
  type ContractOperation,
  type JsonSchema,
  type LoadedContract,
  type RequestBodyObject,
} from './document';

export interface RequestParts {
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
}

/** Validates (and, for parameters, coerces in place) one request; answers the problems found. */
export type RequestValidator = (request: RequestParts) => ApiErrorItem[];

type ParameterLocation = 'path' | 'query' | 'header';
const PARTS: Record<ParameterLocation, keyof RequestParts> = {
  path: 'params',
  query: 'query',
  header: 'headers',
};

const JSON_MEDIA_TYPE = /^application\/(.+\+)?json$/;

function fieldName(location: string, error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties')
    segments.push(String(error.params.additionalProperty));
  return [location, ...segments].join('.');
}

function describe(field: string, error: ErrorObject): string {
  if (error.keyword === 'required') return `${field} is required.`;
  if (error.keyword === 'additionalProperties') return `${field} is not allowed.`;
  if (error.keyword === 'enum' || error.keyword === 'const') {
    const allowed =
      error.keyword === 'enum' ? error.params.allowedValues : [error.params.allowedValue];
    return `${field} must be one of: ${(allowed as unknown[]).join(', ')}.`;
  }
  return `${field} ${error.message ?? 'is invalid'}.`;
}

/**
 * One entry per field: the first problem found for it. `oneOf`/`anyOf` summaries are dropped
 * when a branch explains the problem more precisely.
 */
export function toErrorItems(
  location: string,
  errors: ErrorObject[] | null | undefined,
): ApiErrorItem[] {
  const all = errors ?? [];
  const precise = all.filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf');
  const chosen = precise.length > 0 ? precise : all;
  const byField = new Map<string, ApiErrorItem>();
  for (const error of chosen) {
    const field = fieldName(location, error);
    if (!byField.has(field)) {
      byField.set(field, { code: 'INVALID_REQUEST', message: describe(field, error), field });
    }
  }
  return [...byField.values()];
}

interface DiscriminatedBody {
  propertyName: string;
  branches: Map<string, ValidateFunction>;
}

/**
 * With a top-level `oneOf` + `discriminator`, only the branch the discriminator names is checked,
 * so the error names the real field instead of one complaint per branch.
 */
function discriminatedBody(
  ajv: Ajv2020,
  contract: LoadedContract,
  schema: JsonSchema,
  pointer: string,
): DiscriminatedBody | undefined {
  if (typeof schema !== 'object') return undefined;
  const discriminator = schema.discriminator as { propertyName?: string } | undefined;
  const oneOf = schema.oneOf as JsonSchema[] | undefined;
  if (!discriminator?.propertyName || !Array.isArray(oneOf)) return undefined;
  const propertyName = discriminator.propertyName;
  const branches = new Map<string, ValidateFunction>();
  oneOf.forEach((branch, index) => {
    const resolved = dereference<JsonSchema>(
      contract.document,
      branch,
      `${pointer}/oneOf/${index}`,
    );
    const properties = typeof resolved.value === 'object' ? resolved.value.properties : undefined;
    const property = (properties as Record<string, Record<string, unknown>> | undefined)?.[
      propertyName
    ];
    const values =
      property?.const !== undefined ? [property.const] : ((property?.enum as unknown[]) ?? []);
    const validate = ajv.compile(schemaRef(contract.name, resolved.pointer));
    for (const value of values) branches.set(String(value), validate);
  });
  return branches.size > 0 ? { propertyName, branches } : undefined;
}

function bodyValidator(ajv: Ajv2020, operation: ContractOperation): RequestValidator | undefined {
  const { contract } = operation;
  if (!operation.operation.requestBody) return undefined;
  const requestBody = dereference<RequestBodyObject>(
    contract.document,
    operation.operation.requestBody,
    `${operation.pointer}/requestBody`,
  );
  const mediaType = Object.keys(requestBody.value.content ?? {}).find((type) =>
    JSON_MEDIA_TYPE.test(type),
  );
  // Bodies that are not JSON (uploads) are checked by their own handlers.
  if (!mediaType) return undefined;
  const schemaPointer = `${requestBody.pointer}/content/${escapePointer(mediaType)}/schema`;
  const rawSchema = requestBody.value.content?.[mediaType]?.schema;
  if (rawSchema === undefined) return undefined;
  const resolved = dereference<JsonSchema>(contract.document, rawSchema, schemaPointer);
  const discriminated = discriminatedBody(ajv, contract, resolved.value, resolved.pointer);
  const validateWhole = ajv.compile(schemaRef(contract.name, resolved.pointer));
  const required = requestBody.value.required === true;

  return ({ body }) => {
    if (body === undefined || body === null) {
      return required
        ? [{ code: 'INVALID_REQUEST', message: 'body is required.', field: 'body' }]
        : [];
    }
    if (discriminated && typeof body === 'object' && !Array.isArray(body)) {
      const value = (body as Record<string, unknown>)[discriminated.propertyName];
      const field = `body.${discriminated.propertyName}`;
      const branch = discriminated.branches.get(String(value));
      if (value === undefined)
        return [{ code: 'INVALID_REQUEST', message: `${field} is required.`, field }];
      if (!branch) {
        const allowed = [...discriminated.branches.keys()].join(', ');
        return [
          { code: 'INVALID_REQUEST', message: `${field} must be one of: ${allowed}.`, field },
        ];
      }
      return branch(body) ? [] : toErrorItems('body', branch.errors);
    }
    return validateWhole(body) ? [] : toErrorItems('body', validateWhole.errors);
  };
}

function parameterValidator(
  ajv: Ajv2020,
  operation: ContractOperation,
  location: ParameterLocation,
): RequestValidator | undefined {
  const parameters = operation.parameters.filter((entry) => entry.parameter.in === location);
  if (parameters.length === 0) return undefined;
  // Header names are case-insensitive and Node lower-cases them.
  const key = (name: string) => (location === 'header' ? name.toLowerCase() : name);
  const schema = {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map(({ parameter, pointer }) => [
        key(parameter.name),
        parameter.schema === undefined
          ? {}
          : schemaRef(operation.contract.name, `${pointer}/schema`),
      ]),
    ),
    required: parameters
      .filter(({ parameter }) => parameter.required)
      .map(({ parameter }) => key(parameter.name)),
  };
  const validate = ajv.compile(schema);
  const part = PARTS[location];
  // `style: form, explode: false` query arrays arrive as one comma-separated value (`ids=a,b`).
  const commaSeparated =
    location === 'query'
      ? parameters
          .filter(({ parameter }) => (parameter as { explode?: boolean }).explode === false)
          .map(({ parameter }) => parameter.name)
      : [];
  return (request) => {
    const value = request[part] ?? {};
    for (const name of commaSeparated) {
      const values = value as Record<string, unknown>;
      const raw = values[name];
      if (typeof raw === 'string') values[name] = raw === '' ? [] : raw.split(',');
    }
    return validate(value) ? [] : toErrorItems(location, validate.errors);
  };
}

/**
 * Builds the validators of every operation once per loaded contract set. Compiling them is most of
 * what starting the server costs (about 1.5 s for 273 operations), so apps built on the same
 * contracts (the tests build one per test) share them; a compiled validator holds no state
 * between calls.
 */
export class RequestValidators {
  private static readonly byContracts = new WeakMap<LoadedContract[], RequestValidators>();
  private readonly coercing: Ajv2020;
  private readonly exact: Ajv2020;
  private readonly byOperation = new Map<string, RequestValidator>();

  static for(contracts: LoadedContract[]): RequestValidators {
    let validators = RequestValidators.byContracts.get(contracts);
    if (!validators) {
      validators = new RequestValidators(contracts);
      RequestValidators.byContracts.set(contracts, validators);
    }
    return validators;
  }

  constructor(contracts: LoadedContract[]) {
    this.coercing = createContractAjv(contracts, { coerce: true });
    this.exact = createContractAjv(contracts, { coerce: false });
  }

  forOperation(operation: ContractOperation): RequestValidator {
    const key = `${operation.contract.name}${operation.pointer}`;
    const known = this.byOperation.get(key);
    if (known) return known;
    const compiled = this.compile(operation);
    this.byOperation.set(key, compiled);
    return compiled;
  }

  private compile(operation: ContractOperation): RequestValidator {
    const validators = [
      parameterValidator(this.coercing, operation, 'path'),
      parameterValidator(this.coercing, operation, 'query'),
      parameterValidator(this.coercing, operation, 'header'),
      bodyValidator(this.exact, operation),
    ].filter((validator): validator is RequestValidator => validator !== undefined);
    return (request) => validators.flatMap((validator) => validator(request));
  }
}

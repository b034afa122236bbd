import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createContractAjv, schemaRef } from '../contract/ajv';
import {
  dereference,
  escapePointer,
  listOperations,
  loadContracts,
  type LoadedContract,
  type ResponseObject,
} from '../contract/document';
import { serverPaths } from '../paths';

export interface ContractAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface ResponseCheck {
  /** Problems found; empty when the answer matches the contract. */
  problems: string[];
}

/**
 * Checks real answers against the response schemas of the contract (openapi/bundled), so a
 * handler cannot drift from what the client was generated from.
 */
/**
 * What an answer must carry: JSON matching a schema, bytes of one of the declared media types (a
 * video, an image), or nothing.
 */
type Expectation =
  | { kind: 'json'; validate: ValidateFunction }
  | { kind: 'media'; mediaTypes: string[] }
  | { kind: 'empty' };

export class ContractResponseValidator {
  private readonly validators = new Map<string, Expectation>();

  private constructor(private readonly contracts: LoadedContract[]) {}

  static async load(
    directory: string = serverPaths().bundledContracts,
  ): Promise<ContractResponseValidator> {
    return new ContractResponseValidator(await loadContracts(directory));
  }

  private ajvInstance: ReturnType<typeof createContractAjv> | undefined;

  private ajv() {
    this.ajvInstance ??= createContractAjv(this.contracts, { coerce: false });
    return this.ajvInstance;
  }

  /** What one answer of an operation must carry (see Expectation). */
  private validatorFor(operationId: string, status: number): Expectation {
    const key = `${operationId} ${status}`;
    const cached = this.validators.get(key);
    if (cached !== undefined) return cached;
    const operation = this.contracts
      .flatMap((contract) => listOperations(contract))
      .find((candidate) => candidate.operationId === operationId);
    if (!operation) throw new Error(`No operation ${operationId} in openapi/bundled`);
    const responses = operation.operation.responses ?? {};
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (candidate) => candidate in responses,
    );
    if (!statusKey) throw new Error(`${operationId} does not list status ${status}`);
    const response = dereference<ResponseObject>(
      operation.contract.document,
      responses[statusKey]!,
      `${operation.pointer}/responses/${escapePointer(statusKey)}`,
    );
    const mediaTypes = Object.keys(response.value.content ?? {});
    const mediaType = mediaTypes.find((type) => type.includes('json'));
    const validator: Expectation = mediaType
      ? {
          kind: 'json',
          validate: this.ajv().compile(
            schemaRef(
              operation.contract.name,
              `${response.pointer}/content/${escapePointer(mediaType)}/schema`,
            ),
          ),
        }
      : mediaTypes.length > 0
        ? { kind: 'media', mediaTypes }
        : { kind: 'empty' };
    this.validators.set(key, validator);
    return validator;
  }

  check(operationId: string, answer: ContractAnswer): ResponseCheck {
    let expectation: Expectation;
    try {
      expectation = this.validatorFor(operationId, answer.statusCode);
    } catch (error) {
      return { problems: [(error as Error).message] };
    }
    const contentType = String(answer.headers['content-type'] ?? '');
    if (expectation.kind === 'empty') {
      return {
        problems:
          answer.body.length > 0 ? [`${operationId} ${answer.statusCode} must have no body`] : [],
      };
    }
    if (expectation.kind === 'media') {
      const declared = expectation.mediaTypes.some((type) => contentType.startsWith(type));
      return {
        problems: declared
          ? []
          : [`expected one of ${expectation.mediaTypes.join(', ')}, got "${contentType}"`],
      };
    }
    const validator = expectation.validate;
    if (!contentType.includes('json'))
      return { problems: [`expected a JSON answer, got "${contentType}"`] };
    const body: unknown = JSON.parse(answer.body);
    if (validator(body)) return { problems: [] };
    return {
      problems: (validator.errors ?? []).map((error) =>
        `${error.instancePath || '/'} ${error.message ?? ''}`.trim(),
      ),
    };
  }
}

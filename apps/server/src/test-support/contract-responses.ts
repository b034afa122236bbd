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
export class ContractResponseValidator {
  private readonly validators = new Map<string, ValidateFunction | null>();

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

  /** The JSON schema validator of one answer, or null when that answer has no JSON body. */
  private validatorFor(operationId: string, status: number): ValidateFunction | null {
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
    const mediaType = Object.keys(response.value.content ?? {}).find((type) =>
      type.includes('json'),
    );
    const validator = mediaType
      ? this.ajv().compile(
          schemaRef(
            operation.contract.name,
            `${response.pointer}/content/${escapePointer(mediaType)}/schema`,
          ),
        )
      : null;
    this.validators.set(key, validator);
    return validator;
  }

  check(operationId: string, answer: ContractAnswer): ResponseCheck {
    let validator: ValidateFunction | null;
    try {
      validator = this.validatorFor(operationId, answer.statusCode);
    } catch (error) {
      return { problems: [(error as Error).message] };
    }
    if (!validator) {
      return {
        problems:
          answer.body.length > 0 ? [`${operationId} ${answer.statusCode} must have no body`] : [],
      };
    }
    const contentType = String(answer.headers['content-type'] ?? '');
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

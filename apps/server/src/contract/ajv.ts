import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LoadedContract } from './document';

/** The `$id` under which a whole document is registered, so pointers into it can be `$ref`ed. */
export const documentSchemaId = (name: string) => `https://contract.studio.invalid/${name}.json`;

export const schemaRef = (contractName: string, pointer: string) => ({
  $ref: `${documentSchemaId(contractName)}#${pointer}`,
});

/**
 * An Ajv for JSON Schema 2020-12 (the dialect of OpenAPI 3.1) that knows every document.
 * Not strict: OpenAPI adds keywords JSON Schema lacks (`discriminator`, `xml`, `example`).
 * `coerce` is for path, query and header values, which arrive as strings.
 */
export function createContractAjv(
  contracts: LoadedContract[],
  options: { coerce: boolean },
): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.coerce,
  });
  addFormats(ajv);
  for (const contract of contracts) {
    ajv.addSchema(contract.document, documentSchemaId(contract.name));
  }
  return ajv;
}

export type { ErrorObject };

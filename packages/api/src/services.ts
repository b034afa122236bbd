import createClient, { type Client } from 'openapi-fetch';
import { baseUrlFor, type BaseUrlOptions, type Environment } from './environments.js';
import type { paths as CentralV3Paths } from './generated/central-v3.js';
import type { paths as V2Paths } from './generated/v2.js';
import type { FetchLike } from './transport.js';

/**
 * One typed openapi-fetch client per contract document in src/generated/. When a new document is
 * generated, add it here; services.test.ts fails until every generated file has its client.
 */
export interface StudioClients {
  v3: Client<CentralV3Paths>;
  v2: Client<V2Paths>;
}

/** Contract document names wired in StudioClients (the generated file names). */
export const WIRED_DOCUMENTS = ['central-v3', 'v2'] as const;

export function createServiceClients(
  environment: Environment,
  fetch: FetchLike,
  urls: BaseUrlOptions,
): StudioClients {
  return {
    v3: createClient<CentralV3Paths>({ baseUrl: baseUrlFor('v3', environment, urls), fetch }),
    v2: createClient<V2Paths>({ baseUrl: baseUrlFor('v2', environment, urls), fetch }),
  };
}

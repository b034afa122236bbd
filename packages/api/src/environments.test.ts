import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseUrlFor, ENVIRONMENTS, SERVICES, type ServiceName } from './environments.js';
import { createFakeFetch, json } from './fake-fetch.test-support.js';
import { WIRED_DOCUMENTS } from './services.js';
import { createStudioApi } from './studio-api.js';

const bundledDir = fileURLToPath(new URL('../../../openapi/bundled/', import.meta.url));
const generatedDir = fileURLToPath(new URL('./generated/', import.meta.url));

interface Server {
  url: string;
  'x-environment'?: string;
}

const bundled = readdirSync(bundledDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    document: file.slice(0, -'.json'.length),
    servers: (JSON.parse(readFileSync(`${bundledDir}${file}`, 'utf8')) as { servers: Server[] })
      .servers,
  }));

function serviceOf(document: string): ServiceName {
  const entry = Object.entries(SERVICES).find(([, service]) => service.document === document);
  if (!entry) throw new Error(`openapi/${document}.yaml has no entry in SERVICES`);
  return entry[0] as ServiceName;
}

describe('environments match the contract', () => {
  it.each(bundled)(
    '$document: every x-environment server is the URL the client uses',
    ({ document, servers }) => {
      const service = serviceOf(document);
      for (const environment of ENVIRONMENTS) {
        const server = servers.find((candidate) => candidate['x-environment'] === environment);
        expect(server, `${document} has a ${environment} server`).toBeDefined();
        const url = new URL(server?.url ?? '');
        if (environment === 'local') {
          // Same origin at runtime: only the path is ours to match.
          expect(baseUrlFor(service, environment)).toBe(url.pathname);
        } else {
          expect(baseUrlFor(service, environment)).toBe(server?.url);
        }
      }
    },
  );

  it('every generated document has a typed client', () => {
    const generated = readdirSync(generatedDir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -'.ts'.length))
      .sort();
    expect([...WIRED_DOCUMENTS].sort()).toEqual(generated);
  });
});

describe('choosing the environment at runtime', () => {
  it.each([
    ['production', 'https://api.studio.example/api/v2/users/me'],
    ['integration', 'https://api.integration.studio.example/api/v2/users/me'],
    ['development', 'https://api.development.studio.example/api/v2/users/me'],
  ] as const)('%s calls its own hosts', async (environment, url) => {
    const fake = createFakeFetch(() => json(200, {}));
    const api = createStudioApi({ environment, fetch: fake.fetch });
    await api.getCurrentUser();
    expect(fake.requests[0]?.url).toBe(url);
    expect(api.environment).toBe(environment);
  });

  it('local (the default) is the page origin; single services can be pointed elsewhere', async () => {
    expect(baseUrlFor('v3', 'local')).toBe('/api/v3');
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({
      fetch: fake.fetch,
      origin: 'http://127.0.0.1:9999',
      baseUrls: { v2: 'http://other.test/v2' },
    });
    await api.listRegions();
    await api.getCurrentUser();
    expect(fake.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9999/api/v3/regions',
      'http://other.test/v2/users/me',
    ]);
  });
});

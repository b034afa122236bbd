import { setupServer } from 'msw/node';
import createClient from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { paths as CentralV3Paths } from '../generated/central-v3.js';
import {
  errorResponse,
  exampleBody,
  exampleHandlers,
  fixture,
  fixtureList,
  mockHttp,
  operationExamples,
} from './index.js';

const origin = 'http://studio.test';
const server = setupServer(...exampleHandlers({ origin }));
const prefixes: Record<string, string> = {
  'central-v3': '/api/v3',
  'central-v4': '/api/v4',
  'internal-v1': '/api/v1',
  v2: '/api/v2',
  'logs-gateway': '/api/logs',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fixtures', () => {
  it('copies the contract example and merges nested overrides', () => {
    const encoder = fixture('Encoder', { name: 'Youth Room', assignedChannel: { name: 'Youth' } });
    expect(encoder.name).toBe('Youth Room');
    expect(encoder.serialNumber).toBe('E00012345');
    expect(encoder.assignedChannel).toEqual({
      uuid: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
      name: 'Youth',
    });
    encoder.name = 'changed';
    expect(fixture('Encoder').name).toBe('Main Sanctuary');
  });

  it('gives every item of a list its own identity', () => {
    const playlists = fixtureList('Playlist', 3, (index) => ({ name: `Series ${index + 1}` }));
    expect(new Set(playlists.map((playlist) => playlist.id)).size).toBe(3);
    expect(playlists.map((playlist) => playlist.name)).toEqual([
      'Series 1',
      'Series 2',
      'Series 3',
    ]);
  });
});

describe('exampleHandlers', () => {
  it('answers every operation of every document with its success example', async () => {
    for (const operation of operationExamples) {
      const prefix = prefixes[operation.document] ?? `/api/${operation.document}`;
      const path = operation.path.replace(/\{[^}]+\}/g, '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01');
      const response = await fetch(`${origin}${prefix}${path}`, {
        method: operation.method.toUpperCase(),
      });
      expect(response.status, `${operation.operationId}`).toBe(operation.status);
      if (operation.contentType === 'application/json') {
        expect(await response.json(), operation.operationId).toEqual(exampleBody(operation));
      }
    }
    // Some 275 requests one after the other: seconds on a loaded two-core machine.
  }, 60_000);
});

describe('mockHttp', () => {
  it('overrides one call with a typed handler', async () => {
    const http = mockHttp({ origin });
    server.use(
      http.v3.get('/customers/{customerId}/encoders', ({ params, response }) =>
        response(200).json(
          fixtureList('Encoder', 2, (index) => ({
            customerId: params.customerId,
            name: `Encoder ${index}`,
          })),
        ),
      ),
      http.v3.get('/customers/{customerId}/encoders/{encoderId}', () =>
        errorResponse(404, 'NOT_FOUND', 'Resource does not exist.'),
      ),
    );
    const client = createClient<CentralV3Paths>({ baseUrl: `${origin}/api/v3` });
    const customerId = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
    const list = await client.GET('/customers/{customerId}/encoders', {
      params: { path: { customerId } },
    });
    expect(list.data?.map((encoder) => encoder.name)).toEqual(['Encoder 0', 'Encoder 1']);
    const missing = await client.GET('/customers/{customerId}/encoders/{encoderId}', {
      params: { path: { customerId, encoderId: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual([{ code: 'NOT_FOUND', message: 'Resource does not exist.' }]);
  });

  it('refuses paths the contract does not have (type check)', () => {
    const http = mockHttp({ origin });
    // @ts-expect-error -- not a path of central v3
    http.v3.get('/customers/{customerId}/not-a-resource', ({ response }) => response(200).empty());
    expect(true).toBe(true);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/jobs/schema';
import { DEMO_NEWS } from '../seed/seed-news';
import { buildTestApp, ContractResponseValidator, openTestDatabase } from '../test-support';
import type { DatabaseHandle } from '../db/connection';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
});
afterEach(async () => {
  await app.close();
});

describe('getServiceStatus', () => {
  it('reports the database, job queue, media processing and storage without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/status/status' });
    expect(response.statusCode).toBe(200);
    expect(contract.check('getServiceStatus', response).problems).toEqual([]);
    const body = response.json();
    expect(body.components.map((component: { name: string }) => component.name)).toEqual([
      'Database',
      'Job queue',
      'Media processing',
      'Storage',
    ]);
    expect(body.components[0]).toEqual({ name: 'Database', status: 'operational' });
  });

  it('calls the queue degraded when pending work waits past its time', async () => {
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await database.db.insert(jobs).values({
      id: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
      kind: 'mail.send',
      payload: {},
      maxAttempts: 3,
      runAt: longAgo,
      createdAt: longAgo,
      updatedAt: longAgo,
    });
    const response = await app.inject({ method: 'GET', url: '/api/status/status' });
    const body = response.json();
    expect(body.components).toContainEqual({ name: 'Job queue', status: 'degraded' });
    expect(body.message).toContain('1 background job is waiting longer than 5 minutes.');
  });
});

describe('listNews', () => {
  it('lists the staff news newest first, five by default, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/status/news' });
    expect(response.statusCode).toBe(200);
    expect(contract.check('listNews', response).problems).toEqual([]);
    const titles = response.json().map((item: { title: string }) => item.title);
    expect(titles).toEqual(DEMO_NEWS.map((item) => item.title));
  });

  it('answers as many as asked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/status/news?limit=2' });
    expect(response.json()).toHaveLength(2);
    expect(response.json()[0].title).toBe(DEMO_NEWS[0].title);
  });

  it('refuses a limit beyond 20, naming the field', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/status/news?limit=21' });
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toMatchObject({ code: 'INVALID_REQUEST', field: 'query.limit' });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import { contractHandlers } from '../routes';
import type { Services } from '../services';
import { openDatabase } from '../db/connection';
import { JobQueue } from '../jobs/queue';
import { JobWorker } from '../jobs/worker';
import { SYSTEM_EVENT_RETENTION_MS, SystemEventLog, type SystemEvent } from './system-event-log';

const RIVERSIDE = ORGANISATION_IDS.riverside;
const HARBOR = ORGANISATION_IDS.harbor;
const SUBJECT = '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01';

interface ReceivedMessage {
  id: string | undefined;
  event: SystemEvent;
}

/** Reads an event stream answer as it arrives, message by message. */
async function openStream(
  app: FastifyInstance,
  session: SignedIn,
  organisationId: string,
  lastEventId?: string,
) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/system-events/customers/${organisationId}/stream`,
    headers: { ...session.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    payloadAsStream: true,
  });
  const stream = response.stream();
  let text = '';
  let ended = false;
  let changed: () => void = () => undefined;
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    changed();
  });
  stream.on('end', () => {
    ended = true;
    changed();
  });
  const messages = () =>
    text
      .split('\n\n')
      .slice(0, -1)
      .filter((block) => block.includes('data: '))
      .map((block): ReceivedMessage => {
        const lines = block.split('\n');
        const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
        return { id, event: JSON.parse(data) as SystemEvent };
      });
  /** Resolves once the text satisfies `ready` (the test's own timeout bounds the wait). */
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve) => {
      changed = () => {
        if (ready()) resolve();
      };
      changed();
    });
  return {
    response,
    messages,
    text: () => text,
    ended: () => ended,
    untilMessages: (count: number) => until(() => messages().length >= count),
    untilText: (fragment: string) => until(() => text.includes(fragment)),
    untilEnded: () => until(() => ended),
    close: () => stream.destroy(),
  };
}

describe('system events', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(options: Parameters<typeof buildTestApp>[0] = {}) {
    let captured: Services | undefined;
    const started = await buildTestApp({
      ...options,
      handlers: (services) => {
        captured = services;
        return contractHandlers(services);
      },
    });
    app = started;
    if (!captured) throw new Error('The app built no services');
    return { app: started, services: captured };
  }

  it('streams an organisation’s events with their sequence as id, and no other organisation’s', async () => {
    const { app, services } = await start();
    const admin = await signIn(app, 'admin@riverside.example');
    const stream = await openStream(app, admin, RIVERSIDE);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toContain('text/event-stream');

    await services.events.publish(HARBOR, 'encoder.state', {
      subjectId: SUBJECT,
      state: 'STARTED',
    });
    const published = await services.events.publish(RIVERSIDE, 'encoder.state', {
      subjectId: SUBJECT,
      state: 'STARTED',
      data: { encoderName: 'Main hall' },
    });
    await services.events.publish(RIVERSIDE, 'media.processing', {
      subjectId: SUBJECT,
      state: 'TRANSCODING',
    });
    await stream.untilMessages(2);

    const received = stream.messages();
    expect(received.map((message) => message.id)).toEqual(['1', '2']);
    expect(received[0]?.event).toEqual(published);
    expect(received.every((message) => message.event.customerId === RIVERSIDE)).toBe(true);
    stream.close();
  });

  it('replays the events after Last-Event-ID to a reconnecting client', async () => {
    const { app, services } = await start();
    const admin = await signIn(app, 'admin@riverside.example');
    for (const state of ['STARTING', 'STARTED', 'STOPPING', 'STOPPED']) {
      await services.events.publish(RIVERSIDE, 'encoder.state', { subjectId: SUBJECT, state });
    }

    const stream = await openStream(app, admin, RIVERSIDE, '2');
    await stream.untilMessages(2);
    expect(stream.messages().map((message) => [message.id, message.event.state])).toEqual([
      ['3', 'STOPPING'],
      ['4', 'STOPPED'],
    ]);
    stream.close();
  });

  it('refuses a stream without a token, and another organisation’s stream', async () => {
    const { app } = await start();
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/system-events/customers/${RIVERSIDE}/stream`,
    });
    expect(anonymous.statusCode).toBe(401);

    const harborAdmin = await signIn(app, 'admin@harbor.example');
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/system-events/customers/${RIVERSIDE}/stream`,
      headers: harborAdmin.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends heartbeats, and ends the stream once its session signs out', async () => {
    const { app } = await start({ eventHeartbeatMs: 20 });
    const admin = await signIn(app, 'admin@riverside.example');
    const stream = await openStream(app, admin, RIVERSIDE);
    await stream.untilText(': heartbeat\n\n');

    const logout = await app.inject({
      method: 'POST',
      url: '/api/v3/logout',
      headers: admin.headers,
    });
    expect(logout.statusCode).toBeLessThan(300);
    await stream.untilEnded();
    expect(stream.ended()).toBe(true);
  });

  it('ends open streams when the server closes', async () => {
    const { app } = await start();
    const admin = await signIn(app, 'admin@riverside.example');
    const stream = await openStream(app, admin, RIVERSIDE);
    await app.close();
    await stream.untilEnded();
    expect(stream.ended()).toBe(true);
  });

  it('delivers what a job publishes from a worker, also from another connection on PostgreSQL', async () => {
    const database = await openTestDatabase();
    const { app } = await start({ database });
    const admin = await signIn(app, 'admin@riverside.example');
    const stream = await openStream(app, admin, RIVERSIDE);

    // On PostgreSQL the worker connects on its own, as a separate worker process does; PGlite
    // belongs to one process, so there the worker shares the server's database.
    const workerDatabase = database.url
      ? await openDatabase({ databaseUrl: database.url })
      : database;
    try {
      const events = new SystemEventLog(workerDatabase.db);
      const queue = new JobQueue<{ 'encoder.start': { encoderId: string } }>(workerDatabase, {
        'encoder.start': {
          handle: async ({ encoderId }, { organisationId }) => {
            await events.publish(organisationId!, 'encoder.state', {
              subjectId: encoderId,
              state: 'STARTED',
            });
          },
        },
      });
      await queue.enqueue('encoder.start', { encoderId: SUBJECT }, { organisationId: RIVERSIDE });
      expect(await new JobWorker({ queue }).drain()).toEqual(['completed']);

      await stream.untilMessages(1);
      expect(stream.messages()[0]?.event).toMatchObject({
        type: 'encoder.state',
        customerId: RIVERSIDE,
        subjectId: SUBJECT,
        state: 'STARTED',
      });
    } finally {
      stream.close();
      if (workerDatabase !== database) await workerDatabase.close();
    }
  });

  it('lists kept events as the contract describes, and trims them by age', async () => {
    let now = new Date('2026-11-22T15:00:00Z');
    const { app, services } = await start({ now: () => now });
    await services.events.publish(RIVERSIDE, 'event.state', { subjectId: SUBJECT, state: 'LIVE' });
    now = new Date(now.getTime() + SYSTEM_EVENT_RETENTION_MS);
    await services.events.publish(RIVERSIDE, 'event.state', { subjectId: SUBJECT, state: 'ENDED' });
    // Signed in at the moved clock, so the token is fresh.
    const admin = await signIn(app, 'admin@riverside.example');

    const listed = await app.inject({
      method: 'GET',
      url: `/api/system-events/customers/${RIVERSIDE}/events`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const validator = await ContractResponseValidator.load();
    expect(validator.check('listSystemEvents', listed).problems).toEqual([]);
    expect(listed.json<SystemEvent[]>().map((event) => event.state)).toEqual(['LIVE', 'ENDED']);

    now = new Date(now.getTime() + 1);
    expect(await services.events.trim()).toBe(1);
    const after = await services.events.since(RIVERSIDE, undefined, 50);
    expect(after.map((event) => [event.sequence, event.state])).toEqual([[2, 'ENDED']]);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { AccountedStorage } from '../storage/accounted-storage';
import { FileStorage } from '../storage/file-storage';
import { StorageUsage, utcDay } from '../storage/usage';
import { openTestDatabase, ORGANISATION_IDS } from '../test-support';
import { installErrorHandler } from './error-handler';
import { parseRange, sendStoredFile } from './stored-file';

const RIVERSIDE = ORGANISATION_IDS.riverside;

describe('parseRange', () => {
  it('reads the single-range forms and refuses what cannot be served', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=50-500', 100)).toEqual({
      kind: 'range',
      range: { start: 50, end: 99 },
    });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'invalid' });
    expect(parseRange('bytes=9-2', 100)).toEqual({ kind: 'invalid' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'invalid' });
  });
});

/**
 * A real download over HTTP (a listening server and fetch, not inject): the bytes the client
 * received are the bytes added to the organisation's day.
 */
describe('sendStoredFile', () => {
  let root: string;
  let database: DatabaseHandle;
  let storage: AccountedStorage;
  let app: FastifyInstance;
  let origin: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'studio-served-'));
    database = await openTestDatabase();
    storage = new AccountedStorage(new FileStorage(root), new StorageUsage(database.db));
    app = Fastify();
    installErrorHandler(app);
    app.get<{ Params: { name: string } }>('/files/:name', (request, reply) =>
      sendStoredFile(
        request,
        reply,
        storage,
        { organisationId: RIVERSIDE, path: `media/${request.params.name}` },
        { downloadName: 'sunday service.mp4' },
      ),
    );
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await app.close();
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  const servedToday = async () => {
    const today = utcDay(new Date());
    const [row] = await storage.usage.servedBytesByDay(RIVERSIDE, today, today);
    return row?.bytes ?? 0;
  };

  /** The count is written once the stream closed on the server; wait for that, not for time. */
  const servedAtLeast = async (bytes: number) => {
    for (;;) {
      const served = await servedToday();
      if (served >= bytes) return served;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('counts a whole download and a ranged one in the served bytes', async () => {
    const content = Buffer.alloc(256 * 1024, 7);
    await storage.put({ organisationId: RIVERSIDE, path: 'media/service.mp4' }, content, {
      contentType: 'video/mp4',
    });
    const before = await servedToday();

    const whole = await fetch(`${origin}/files/service.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''sunday%20service.mp4",
    );
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
    expect(await servedAtLeast(before + content.length)).toBe(before + content.length);

    const ranged = await fetch(`${origin}/files/service.mp4`, {
      headers: { range: 'bytes=1000-1999' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 1000-1999/${content.length}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(1000);
    expect(await servedAtLeast(before + content.length + 1000)).toBe(
      before + content.length + 1000,
    );
  });

  it('answers 416 and 404 without counting anything', async () => {
    await storage.put({ organisationId: RIVERSIDE, path: 'media/short.mp4' }, Buffer.alloc(10));
    const before = await servedToday();
    const unsatisfiable = await fetch(`${origin}/files/short.mp4`, {
      headers: { range: 'bytes=10-' },
    });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */10');
    const missing = await fetch(`${origin}/files/missing.mp4`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual([
      { code: 'NOT_FOUND', message: 'Resource does not exist.' },
    ]);
    expect(await servedToday()).toBe(before);
  });
});

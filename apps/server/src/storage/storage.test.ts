import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { openTestDatabase, ORGANISATION_IDS } from '../test-support';
import { AccountedStorage } from './accounted-storage';
import { FileStorage } from './file-storage';
import { InvalidStorageKeyError, type StorageKey } from './object-storage';
import { StorageUsage } from './usage';

const RIVERSIDE = ORGANISATION_IDS.riverside;
const HARBOR = ORGANISATION_IDS.harbor;
const key = (path: string, organisationId: string = RIVERSIDE): StorageKey => ({
  organisationId,
  path,
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

describe('file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'studio-storage-'));
    storage = new FileStorage(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('puts, stats, reads (whole and ranged), lists and deletes objects', async () => {
    const stored = await storage.put(key('media/a1/720p/index.m3u8'), Buffer.from('#EXTM3U\n'), {
      contentType: 'application/vnd.apple.mpegurl',
    });
    expect(stored).toMatchObject({ size: 8, contentType: 'application/vnd.apple.mpegurl' });
    await storage.put(key('media/a1/720p/0001.ts'), Readable.from(['0123456789']));
    await storage.put(key('thumbnails/a1.jpg'), Buffer.from('jpeg'));

    const whole = await storage.get(key('media/a1/720p/0001.ts'));
    expect(await text(whole!.body)).toBe('0123456789');
    const ranged = await storage.get(key('media/a1/720p/0001.ts'), { start: 2, end: 4 });
    expect(await text(ranged!.body)).toBe('234');

    const listed = await collect(storage.list(RIVERSIDE, 'media/a1/'));
    expect(listed.map((object) => object.key.path)).toEqual([
      'media/a1/720p/0001.ts',
      'media/a1/720p/index.m3u8',
    ]);
    expect(await collect(storage.list(HARBOR))).toEqual([]);

    expect(await storage.delete(key('thumbnails/a1.jpg'))).toBe(true);
    expect(await storage.delete(key('thumbnails/a1.jpg'))).toBe(false);
    expect(await storage.stat(key('thumbnails/a1.jpg'))).toBeNull();
    expect(await storage.get(key('thumbnails/a1.jpg'))).toBeNull();
  });

  it('refuses keys that could leave the organisation’s folder', async () => {
    const refused = [
      key('../9d3b7c10-5e2f-4a6b-8c7d-3e4f5a6b7c02/secret'),
      key('media/../../escape'),
      key('/etc/passwd'),
      key('media//double'),
      key('media\\windows'),
      key('.staging/other'),
      key(''),
      key('media/a', '../other'),
    ];
    for (const bad of refused) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.stat(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    await expect(collect(storage.list(RIVERSIDE, '../'))).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    expect(await readdir(root)).toEqual([]);
  });
});

describe('storage accounting', () => {
  let root: string;
  let database: DatabaseHandle;
  let now: Date;
  let storage: AccountedStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'studio-storage-'));
    database = await openTestDatabase();
    now = new Date('2026-11-22T23:59:00Z');
    storage = new AccountedStorage(new FileStorage(root), new StorageUsage(database.db, () => now));
  });
  afterEach(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('counts stored bytes per organisation on put, replace and delete', async () => {
    // The demo seed gives the libraries what they hold already: count what is added.
    const riverside = await storage.usage.storedBytes(RIVERSIDE);
    const harbor = await storage.usage.storedBytes(HARBOR);
    await storage.put(key('media/a.mp4'), Buffer.alloc(1_000));
    await storage.put(key('media/b.mp4'), Buffer.alloc(500));
    await storage.put(key('media/a.mp4', HARBOR), Buffer.alloc(70));
    expect(await storage.usage.storedBytes(RIVERSIDE)).toBe(riverside + 1_500);

    await storage.put(key('media/a.mp4'), Buffer.alloc(400));
    expect(await storage.usage.storedBytes(RIVERSIDE)).toBe(riverside + 900);
    expect(await storage.delete(key('media/b.mp4'))).toBe(true);
    expect(await storage.delete(key('media/b.mp4'))).toBe(false);
    expect(await storage.usage.storedBytes(RIVERSIDE)).toBe(riverside + 400);
    expect(await storage.usage.storedBytes(HARBOR)).toBe(harbor + 70);
  });

  it('counts served bytes per organisation and UTC day, as far as the viewer read', async () => {
    await storage.put(key('media/segment.ts'), Buffer.alloc(10_000, 1));
    // The demo seed's bandwidth history may already cover these days: count what is added.
    const seeded = async (organisationId: string) =>
      new Map(
        (await storage.usage.servedBytesByDay(organisationId, '2026-11-22', '2026-11-23')).map(
          (entry) => [entry.day, entry.bytes],
        ),
      );
    const riversideBefore = await seeded(RIVERSIDE);
    const harborBefore = await seeded(HARBOR);
    const hoursOf = async (organisationId: string) =>
      Object.fromEntries(
        (
          await storage.usage.servedBytesByHour(
            organisationId,
            new Date('2026-11-22T23:00:00Z'),
            new Date('2026-11-23T01:00:00Z'),
          )
        ).map((entry) => [entry.hour.toISOString(), entry.bytes]),
      );
    const hoursBefore = await hoursOf(RIVERSIDE);
    const plus = (before: Map<string, number>, day: string, bytes: number) => ({
      day,
      bytes: (before.get(day) ?? 0) + bytes,
    });

    const whole = await storage.serve(key('media/segment.ts'));
    await pipeline(whole!.body, new Writable({ write: (_chunk, _encoding, done) => done() }));
    await whole!.recorded;
    const ranged = await storage.serve(key('media/segment.ts'), { start: 0, end: 999 });
    await text(ranged!.body);
    await ranged!.recorded;

    now = new Date('2026-11-23T00:00:30Z');
    const nextDay = await storage.serve(key('media/segment.ts'), { start: 0, end: 99 });
    await text(nextDay!.body);
    await nextDay!.recorded;
    expect(await storage.serve(key('media/missing.ts'))).toBeNull();

    const days = await storage.usage.servedBytesByDay(RIVERSIDE, '2026-11-22', '2026-11-23');
    expect(days).toEqual([
      plus(riversideBefore, '2026-11-22', 11_000),
      plus(riversideBefore, '2026-11-23', 100),
    ]);
    expect(await seeded(HARBOR)).toEqual(harborBefore);
    const hourly = await hoursOf(RIVERSIDE);
    expect(hourly).toEqual({
      '2026-11-22T23:00:00.000Z': (hoursBefore['2026-11-22T23:00:00.000Z'] ?? 0) + 11_000,
      '2026-11-23T00:00:00.000Z': (hoursBefore['2026-11-23T00:00:00.000Z'] ?? 0) + 100,
    });
  });
});

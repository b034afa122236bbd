import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  type ByteRange,
  type ObjectStorage,
  type PutOptions,
  type StorageKey,
  type StoredObject,
} from './object-storage';

/** Temporary files of unfinished puts; invisible to `list` (keys never start with a dot). */
const STAGING = '.staging';

/**
 * Objects as files under `<root>/<organisationId>/<path>`. A put writes a staging file and
 * renames it into place, so readers never see half an object. The content type is kept in a
 * sidecar (`<file>.type` inside the staging-free `.meta` tree) only when given.
 */
export class FileStorage implements ObjectStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(
    key: StorageKey,
    body: Readable | Uint8Array,
    options: PutOptions = {},
  ): Promise<StoredObject> {
    const target = this.fileOf(key);
    const staging = join(this.root, STAGING, randomUUID());
    await mkdir(dirname(staging), { recursive: true });
    try {
      await pipeline(
        body instanceof Readable ? body : Readable.from([body]),
        createWriteStream(staging),
      );
      await mkdir(dirname(target), { recursive: true });
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { force: true });
      throw error;
    }
    const typeFile = this.typeFileOf(key);
    if (options.contentType) {
      await mkdir(dirname(typeFile), { recursive: true });
      await writeFile(typeFile, options.contentType);
    } else {
      await rm(typeFile, { force: true });
    }
    const object = await this.stat(key);
    if (!object) throw new Error(`Object ${key.path} vanished after it was stored`);
    return object;
  }

  async get(key: StorageKey, range?: ByteRange) {
    const object = await this.stat(key);
    if (!object) return null;
    const body = createReadStream(
      this.fileOf(key),
      range ? { start: range.start, end: Math.min(range.end, object.size - 1) } : {},
    );
    return { object, body };
  }

  async stat(key: StorageKey): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    try {
      const facts = await stat(file);
      if (!facts.isFile()) return null;
      return {
        key,
        size: facts.size,
        contentType: await this.contentTypeOf(key),
        modifiedAt: facts.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: StorageKey): Promise<boolean> {
    try {
      await unlink(this.fileOf(key));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await rm(this.typeFileOf(key), { force: true });
    return true;
  }

  async *list(organisationId: string, prefix = ''): AsyncIterable<StoredObject> {
    assertValidPrefix(organisationId, prefix);
    const base = join(this.root, organisationId);
    for await (const path of walk(base)) {
      const relativePath = relative(base, path).split(sep).join('/');
      if (!relativePath.startsWith(prefix)) continue;
      const object = await this.stat({ organisationId, path: relativePath });
      if (object) yield object;
    }
  }

  private fileOf(key: StorageKey): string {
    assertValidKey(key);
    const file = resolve(this.root, key.organisationId, ...key.path.split('/'));
    // The key grammar already rules traversal out; this keeps it true if the grammar changes.
    if (!file.startsWith(join(this.root, key.organisationId) + sep)) {
      throw new Error(`Storage key ${key.path} resolves outside its organisation`);
    }
    return file;
  }

  private typeFileOf(key: StorageKey): string {
    assertValidKey(key);
    return join(this.root, '.meta', key.organisationId, ...key.path.split('/')) + '.type';
  }

  private async contentTypeOf(key: StorageKey): Promise<string | undefined> {
    try {
      const handle = await open(this.typeFileOf(key));
      try {
        return (await handle.readFile('utf8')) || undefined;
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
}

/** Files under `directory`, depth first, in name order. */
async function* walk(directory: string): AsyncIterable<string> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

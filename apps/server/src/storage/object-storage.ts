import type { Readable } from 'node:stream';

/**
 * A stored object's address: always inside one organisation, so one organisation's keys can
 * never name another's objects. `path` is relative, `/`-separated, e.g. `media/<id>/720p/0001.ts`.
 */
export interface StorageKey {
  organisationId: string;
  path: string;
}

export interface StoredObject {
  key: StorageKey;
  size: number;
  contentType: string | undefined;
  modifiedAt: Date;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive (as in an HTTP Range header). */
  end: number;
}

export interface PutOptions {
  contentType?: string;
}

/**
 * Where media, thumbnails and uploads live. The default is a folder in the data folder
 * (FileStorage); the shape is that of S3-style object stores (whole-object put, ranged get,
 * prefix listing, no rename, no append) so an S3-compatible implementation fits behind it.
 */
export interface ObjectStorage {
  /** Stores the whole object, replacing any object at the key; readers see the old or the new one. */
  put(key: StorageKey, body: Readable | Uint8Array, options?: PutOptions): Promise<StoredObject>;
  /** The object's bytes (or a range of them); null when there is no object at the key. */
  get(key: StorageKey, range?: ByteRange): Promise<{ object: StoredObject; body: Readable } | null>;
  stat(key: StorageKey): Promise<StoredObject | null>;
  /** True when an object was deleted. */
  delete(key: StorageKey): Promise<boolean>;
  /** Objects of the organisation whose path starts with `prefix`. */
  list(organisationId: string, prefix?: string): AsyncIterable<StoredObject>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_PATH_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: StorageKey, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Keys are checked before any storage sees them: an organisation uuid, then segments of letters,
 * digits, `.`, `_` and `-` that do not start with a dot, so `..`, absolute paths, backslashes,
 * empty segments and hidden files cannot be expressed at all.
 */
export function assertValidKey(key: StorageKey): void {
  if (!UUID.test(key.organisationId)) throw new InvalidStorageKeyError(key, 'not an organisation');
  assertValidPath(key, key.path);
}

export function assertValidPrefix(organisationId: string, prefix: string): void {
  const key = { organisationId, path: prefix };
  if (!UUID.test(organisationId)) throw new InvalidStorageKeyError(key, 'not an organisation');
  if (prefix === '') return;
  // A prefix may end with `/` (a folder) or in the middle of a segment.
  assertValidPath(key, prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

function assertValidPath(key: StorageKey, path: string): void {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) {
    throw new InvalidStorageKeyError(key, `path must have 1 to ${MAX_PATH_LENGTH} characters`);
  }
  for (const segment of path.split('/')) {
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key, `bad segment "${segment}"`);
  }
}

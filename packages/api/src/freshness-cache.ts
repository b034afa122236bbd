import { raceAbort } from './abort.js';
import { abortReason } from './sleep.js';

export interface CacheReadOptions {
  /** Fetch again even when the cached value is still fresh (a pull-to-refresh, a save). */
  force?: boolean;
  signal?: AbortSignal;
}

export interface FreshnessCache {
  /**
   * The value under `key` if it was loaded within the freshness window, else `load`'s result.
   * Concurrent readers of one key share one load; failures are never cached.
   */
  read<T>(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    options?: CacheReadOptions,
  ): Promise<T>;
  invalidate(key?: string): void;
}

interface Entry {
  loadedAt: number;
  value: unknown;
}

interface Pending {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

/**
 * A freshness cache for the lookups of spec section 9 (regions, time zones: 120 s). Lists are not
 * cached here: the list-resource machine of @studio/machines owns their 120000 ms freshness. A shared
 * load is cancelled only when every reader waiting on it has cancelled, so one screen leaving does
 * not fail another screen's read.
 */
export function createFreshnessCache(
  freshnessMs: number,
  now: () => number = Date.now,
): FreshnessCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Pending>();

  function startLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Pending {
    const controller = new AbortController();
    const entry: Pending = { controller, waiters: 0, promise: Promise.resolve() };
    entry.promise = load(controller.signal)
      .then((value) => {
        if (pending.get(key) === entry) entries.set(key, { loadedAt: now(), value });
        return value;
      })
      .finally(() => {
        if (pending.get(key) === entry) pending.delete(key);
      });
    entry.promise.catch(() => undefined);
    pending.set(key, entry);
    return entry;
  }

  async function wait<T>(entry: Pending, signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) throw abortReason(signal);
    entry.waiters += 1;
    const leave = () => {
      entry.waiters -= 1;
      if (entry.waiters === 0) entry.controller.abort(abortReason(signal as AbortSignal));
    };
    signal?.addEventListener('abort', leave, { once: true });
    try {
      return (await raceAbort(entry.promise, signal)) as T;
    } finally {
      signal?.removeEventListener('abort', leave);
      if (!signal?.aborted) entry.waiters -= 1;
    }
  }

  function read<T>(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    options: CacheReadOptions = {},
  ) {
    const cached = entries.get(key);
    if (!options.force && cached && now() - cached.loadedAt < freshnessMs) {
      return Promise.resolve(cached.value as T);
    }
    const running = pending.get(key);
    const entry = running && !options.force ? running : startLoad(key, load);
    return wait<T>(entry, options.signal);
  }

  return {
    read,
    invalidate(key) {
      if (key === undefined) {
        entries.clear();
        pending.clear();
      } else {
        entries.delete(key);
        pending.delete(key);
      }
    },
  };
}

import { RESOURCE_CALL_NAMES } from './resource-call-names.js';
import type { ResourceCalls } from './studio-api.js';

type AnyCall = (...args: never[]) => Promise<unknown>;

export interface LazyResourceCalls {
  /** A stand-in for each call: loads the calls once, then makes the real call. */
  readonly calls: ResourceCalls;
  /** Loads the calls' module now (a signed-in app prefetches it when idle). */
  load(): Promise<ResourceCalls>;
}

/**
 * Every resource call at once, each loading `load()`'s module on its first use. A failed load (a
 * chunk the network lost) is forgotten, so the next call tries again rather than failing forever.
 */
export function lazyResourceCalls(load: () => Promise<ResourceCalls>): LazyResourceCalls {
  let loading: Promise<ResourceCalls> | undefined;
  const loadOnce = (): Promise<ResourceCalls> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const calls: Record<string, AnyCall> = {};
  for (const name of RESOURCE_CALL_NAMES) {
    calls[name] = async (...args) => {
      const loaded = (await loadOnce())[name] as AnyCall;
      return loaded(...args);
    };
  }
  // Each stand-in has the real call's parameters and result (RESOURCE_CALL_NAMES is checked
  // against ResourceCalls), which a record built in a loop cannot express to the compiler.
  return { calls: calls as unknown as ResourceCalls, load: loadOnce };
}

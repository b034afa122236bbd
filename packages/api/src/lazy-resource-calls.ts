import type { ResourceCalls } from './studio-api.js';

type AnyCall = (...args: never[]) => Promise<unknown>;

export interface LazyResourceCalls {
  /** Loads the calls' module now (a signed-in app prefetches it when idle). */
  load(): Promise<ResourceCalls>;
  /**
   * The client: `core`'s own members as they are, and for any other name a stand-in that loads
   * the calls once, then makes the real call.
   */
  withStandIns<Core extends object>(core: Core): Core & ResourceCalls;
}

/**
 * Every resource call at once, each loading `load()`'s module on its first use. A failed load (a
 * chunk the network lost) is forgotten, so the next call tries again rather than failing forever.
 *
 * The stand-ins are made on first access by name (a Proxy), not from a list of names: such a list
 * sat in the entry chunk, which the sign-in page loads, and grew with every call of every feature.
 * The compiler still checks every name against `ResourceCalls`; a name the module does not build
 * fails when called, saying which.
 */
export function lazyResourceCalls(load: () => Promise<ResourceCalls>): LazyResourceCalls {
  let loading: Promise<ResourceCalls> | undefined;
  const loadOnce = (): Promise<ResourceCalls> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // One stand-in per name, so a call's identity is stable (hooks list calls as dependencies).
  const standIns = new Map<string, AnyCall>();
  const standIn = (name: string): AnyCall => {
    let call = standIns.get(name);
    if (!call) {
      call = async (...args) => {
        const loaded = (await loadOnce()) as unknown as Record<string, AnyCall | undefined>;
        const real = loaded[name];
        if (typeof real !== 'function') throw new TypeError(`The studio API has no call ${name}.`);
        return real(...args);
      };
      standIns.set(name, call);
    }
    return call;
  };
  return {
    load: loadOnce,
    withStandIns: <Core extends object>(core: Core) =>
      new Proxy(core, {
        get(target, property, receiver) {
          // `then` stays undefined, or awaiting the client would treat it as a promise.
          if (typeof property !== 'string' || property in target || property === 'then') {
            return Reflect.get(target, property, receiver) as unknown;
          }
          return standIn(property);
        },
      }) as Core & ResourceCalls,
  };
}

import { useEffect } from 'react';

const requested = new WeakSet<() => Promise<unknown>>();

/**
 * Fetches a module that a component imports on first use (a dialog, a menu) once the page is idle,
 * so the first open rarely waits, while the page still renders without it. Each loader runs once;
 * a failed fetch is left to the first use, which asks again and reports it.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (requested.has(load)) return;
    requested.add(load);
    const fetch = () => void load().catch(() => requested.delete(load));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetch, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(fetch, 200);
    return () => clearTimeout(handle);
  }, [load]);
}

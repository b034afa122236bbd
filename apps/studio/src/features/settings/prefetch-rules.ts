import { useEffect } from 'react';

/**
 * Fetches a form's rules module (the schemas, with yup) once the form has shown, so the first
 * submit rarely waits for it while the form still renders without yup (docs/performance.md).
 * A failed fetch is left to the submit, which asks again and says so if it still cannot.
 */
export function usePrefetchRules(load: () => Promise<unknown>): void {
  useEffect(() => {
    void load().catch(() => {
      // Offline now: the submit asks again.
    });
  }, [load]);
}

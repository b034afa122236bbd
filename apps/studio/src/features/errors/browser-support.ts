/**
 * Whether this browser has what the studio relies on. Feature checks rather than user-agent
 * sniffing: the evergreen Chrome, Firefox, Edge and Safari all pass, old ones do not.
 */
export function isSupportedBrowser(scope: typeof globalThis = globalThis): boolean {
  return (
    typeof scope.structuredClone === 'function' &&
    typeof scope.ResizeObserver === 'function' &&
    typeof scope.AbortController === 'function' &&
    Boolean(scope.CSS?.supports?.('display', 'grid'))
  );
}

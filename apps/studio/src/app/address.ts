/**
 * The studio's address (path and query) as the sub-applications read and replace it: the page's
 * own URL in the browser, or one kept in memory so stories and tests leave their frame's URL alone.
 */
export interface StudioAddress {
  /** `browser`: the page's URL through the history API; `memory`: nothing outside changes. */
  readonly kind: 'browser' | 'memory';
  /** The path with its query, such as `/login?returnTo=%2Fhelp`. */
  current(): string;
  /** Replaces the current address without adding a history entry, as a redirect does. */
  replace(path: string): void;
}

export function browserAddress(scope: Window = window): StudioAddress {
  return {
    kind: 'browser',
    current: () => `${scope.location.pathname}${scope.location.search}`,
    replace: (path) => scope.history.replaceState(scope.history.state, '', path),
  };
}

export function memoryAddress(initialPath: string): StudioAddress {
  let path = initialPath;
  return {
    kind: 'memory',
    current: () => path,
    replace: (next) => {
      path = next;
    },
  };
}

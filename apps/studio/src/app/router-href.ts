import { useHref } from 'react-router';

/** A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: an address outside the router. */
const ABSOLUTE_ADDRESS = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function isAbsoluteAddress(href: string): boolean {
  return ABSOLUTE_ADDRESS.test(href);
}

/**
 * The `useHref` the design system's links get: router paths resolve through react-router (its
 * base name and relative paths), and an absolute address (a web channel's watch page on another
 * origin, a help article) stays as written. React-router would resolve `https://host/x` as a path
 * relative to the current page, `/go-live/https:/host/x`.
 */
export function useStudioHref(href: string): string {
  const routed = useHref(href);
  return isAbsoluteAddress(href) ? href : routed;
}

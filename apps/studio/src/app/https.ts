/** Hosts that may stay on plain http (spec section 2): localhost, ::1 and the 127.x range. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127\./.test(hostname)
  );
}

/** A plain http page is sent to https, except on a local host. Returns whether it redirected. */
export function redirectToHttps(
  location: Pick<Location, 'protocol' | 'hostname' | 'href' | 'replace'>,
): boolean {
  if (location.protocol !== 'http:' || isLocalHost(location.hostname)) return false;
  location.replace(location.href.replace(/^http:/, 'https:'));
  return true;
}

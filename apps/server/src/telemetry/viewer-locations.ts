import { isIP } from 'node:net';

export interface ViewerLocation {
  city: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

/**
 * Where a viewer's address is, from an offline IP-to-location database. None is installed with
 * the server yet (no such registry package is a dependency), so `unlocatedViewers` answers every
 * address as unknown; a database package plugs in here (`services.viewerLocator`).
 */
export interface ViewerLocator {
  locate(ipAddress: string): ViewerLocation | null;
}

export const unlocatedViewers: ViewerLocator = { locate: () => null };

/** Loopback, private, link-local and unique-local addresses: never on a map (spec: unknown). */
export function isPrivateAddress(ipAddress: string): boolean {
  const address = ipAddress.startsWith('::ffff:') ? ipAddress.slice(7) : ipAddress;
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      a === 0
    );
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true;
}

/** A viewer's location, or null (unknown) for a private address or one the database lacks. */
export function locateViewer(
  locator: ViewerLocator,
  ipAddress: string | null,
): ViewerLocation | null {
  if (!ipAddress || isPrivateAddress(ipAddress)) return null;
  return locator.locate(ipAddress);
}

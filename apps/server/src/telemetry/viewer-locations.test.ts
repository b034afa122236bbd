import { describe, expect, it } from 'vitest';
import {
  isPrivateAddress,
  locateViewer,
  unlocatedViewers,
  type ViewerLocator,
} from './viewer-locations';

const springfield = {
  city: 'Springfield',
  region: 'IL',
  country: 'US',
  latitude: 39.78,
  longitude: -89.65,
};
const knowsEveryAddress: ViewerLocator = { locate: () => springfield };

describe('locateViewer', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.9',
    '::ffff:192.168.0.2',
    'fd00::1',
    'fe80::1',
    'not an address',
  ])('answers unknown for %s, whatever the database knows', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
    expect(locateViewer(knowsEveryAddress, address)).toBeNull();
  });

  it('asks the database about public addresses', () => {
    expect(isPrivateAddress('203.0.113.7')).toBe(false);
    expect(locateViewer(knowsEveryAddress, '203.0.113.7')).toEqual(springfield);
    expect(locateViewer(knowsEveryAddress, '172.32.0.1')).toEqual(springfield);
  });

  it('knows no place without an IP database', () => {
    expect(locateViewer(unlocatedViewers, '203.0.113.7')).toBeNull();
    expect(locateViewer(unlocatedViewers, null)).toBeNull();
  });
});

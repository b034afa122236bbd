import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent';

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      { deviceClass: 'mobile', deviceBrand: 'Apple', osClass: 'Mobile', osNameVersion: 'iOS 17.4' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      { deviceClass: 'mobile', deviceBrand: 'Samsung', osNameVersion: 'Android 14' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; Pixel Tablet) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      { deviceClass: 'tablet', deviceBrand: 'Google', osNameVersion: 'Android 13' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      {
        deviceClass: 'desktop',
        deviceBrand: 'Apple',
        osClass: 'Desktop',
        osNameVersion: 'macOS 10.15.7',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      { deviceClass: 'desktop', deviceBrand: null, osNameVersion: 'Windows 10' },
    ],
    [
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 7.0) AppleWebKit/537.36 SamsungBrowser/4.0 TV Safari/537.36',
      { deviceClass: 'tv', deviceBrand: 'Samsung', osClass: 'TV', osNameVersion: 'Tizen' },
    ],
    [
      'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 Version/13.0 Safari/605.1.15',
      { deviceClass: 'gameConsole', deviceBrand: 'Sony', osClass: 'Console' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 9; AFTKA Build/PS7633) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
      { deviceClass: 'setTopBox', deviceBrand: 'Amazon', osClass: 'TV' },
    ],
    [
      'curl/8.5.0',
      { deviceClass: 'other', deviceBrand: null, osClass: 'Other', osNameVersion: null },
    ],
  ])('reads %s', (userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toMatchObject(expected);
  });

  it('treats a missing user agent as another device', () => {
    expect(parseUserAgent(undefined).deviceClass).toBe('other');
  });
});

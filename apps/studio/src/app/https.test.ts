import { describe, expect, it, vi } from 'vitest';
import { isLocalHost, redirectToHttps } from './https';

function locationAt(href: string) {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, href, replace: vi.fn() };
}

describe('https redirect', () => {
  it('sends a plain http page to https', () => {
    const location = locationAt('http://studio.example/library?x=1');
    expect(redirectToHttps(location)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('https://studio.example/library?x=1');
  });

  it.each([
    'http://localhost:8080/',
    'http://127.0.0.1/',
    'http://127.4.5.6:8080/',
    'http://[::1]:8080/',
  ])('leaves %s alone', (href) => {
    const location = locationAt(href);
    expect(redirectToHttps(location)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('knows local hosts', () => {
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('128.0.0.1')).toBe(false);
  });
});

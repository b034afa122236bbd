import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAbsoluteAddress, useStudioHref } from './router-href';

function Href({ to }: { to: string }) {
  return <>{useStudioHref(to)}</>;
}

const hrefAt = (page: string, to: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[page]}>
      <Href to={to} />
    </MemoryRouter>,
  );

describe('useStudioHref', () => {
  it('keeps an absolute address as written, wherever the page is', () => {
    expect(hrefAt('/go-live', 'http://localhost:8080/embed/rvs-main-7k2q')).toBe(
      'http://localhost:8080/embed/rvs-main-7k2q',
    );
    expect(hrefAt('/settings/users', 'mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(hrefAt('/go-live', '//cdn.example.com/a')).toBe('//cdn.example.com/a');
  });

  it('resolves router paths through the router', () => {
    expect(hrefAt('/go-live', '/settings/encoders')).toBe('/settings/encoders');
  });
});

describe('isAbsoluteAddress', () => {
  it('tells a scheme or //host from a path', () => {
    expect(isAbsoluteAddress('https://x.example')).toBe(true);
    expect(isAbsoluteAddress('/embed/x')).toBe(false);
    expect(isAbsoluteAddress('embed/x')).toBe(false);
  });
});

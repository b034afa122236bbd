import { describe, expect, it } from 'vitest';

/** Every feature's route table, as text. */
const routeTables = import.meta.glob<string>('../features/**/routes.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every area's page loader, as text. */
const pageLoaders = import.meta.glob<string>('../features/**/pages.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const directImports = (source: string) =>
  [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);

describe('route tables load their pages through the area’s pages.ts', () => {
  it('finds the route tables', () => {
    expect(Object.keys(routeTables).length).toBeGreaterThan(15);
  });

  it.each(Object.entries(routeTables))(
    '%s imports at most one page module directly',
    (file, source) => {
      // Each direct `import()` puts its preload list into the signed-in app, which every route
      // downloads; an area with more than one page module goes through its pages.ts instead.
      const direct = [...new Set(directImports(source))].filter((path) => path !== './pages');
      expect(direct.length, `${file}: ${direct.join(', ')}`).toBeLessThanOrEqual(1);
    },
  );

  it.each(Object.entries(pageLoaders))('%s only loads page modules', (file, source) => {
    // A static import here would make every route of the area download it.
    expect(source, file).not.toMatch(/^import /m);
    expect(directImports(source).length, file).toBeGreaterThan(0);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type ChunkGraph,
  type ChunkLinks,
  chunksLoadedBeforeImports,
  preloadOnlyWhatIsMissing,
} from './preload-dependencies';

function chunk(links: Partial<ChunkLinks>): ChunkLinks {
  return { isEntry: false, imports: [], dynamicImports: [], ...links };
}

/**
 * The studio's shape: the entry loads the signed-in sub-app on demand, which loads an area's page
 * loader, which loads two pages; both pages share a form chunk, and one page fetches a dialog
 * after it has shown. The sign-in page is loaded by the entry directly.
 */
const studioLike: ChunkGraph = new Map([
  [
    'index.js',
    chunk({ isEntry: true, imports: ['react.js'], dynamicImports: ['App.js', 'Login.js'] }),
  ],
  ['react.js', chunk({})],
  ['Login.js', chunk({ imports: ['react.js', 'Field.js'] })],
  ['Field.js', chunk({ imports: ['react.js'] })],
  ['App.js', chunk({ imports: ['react.js', 'Shell.js'], dynamicImports: ['pages.js'] })],
  ['Shell.js', chunk({ imports: ['react.js'] })],
  ['pages.js', chunk({ dynamicImports: ['ListPage.js', 'FormPage.js'] })],
  ['ListPage.js', chunk({ imports: ['Shell.js', 'Table.js'] })],
  ['Table.js', chunk({})],
  ['FormPage.js', chunk({ imports: ['Shell.js', 'Field.js'], dynamicImports: ['Dialog.js'] })],
  ['Dialog.js', chunk({ imports: ['Field.js', 'Overlay.js'] })],
  ['Overlay.js', chunk({})],
]);

const sorted = (files: Set<string> | undefined) => [...(files ?? [])].sort();

describe('chunksLoadedBeforeImports', () => {
  it("takes an entry's own import() as having only the entry's static imports loaded", () => {
    expect(sorted(chunksLoadedBeforeImports(studioLike).get('index.js'))).toEqual([
      'index.js',
      'react.js',
    ]);
  });

  it('takes a page loader as having the entry and the signed-in sub-app loaded, not the sign-in page', () => {
    expect(sorted(chunksLoadedBeforeImports(studioLike).get('pages.js'))).toEqual([
      'App.js',
      'Shell.js',
      'index.js',
      'pages.js',
      'react.js',
    ]);
  });

  it("adds a page's own static imports for what that page fetches after it has shown", () => {
    expect(sorted(chunksLoadedBeforeImports(studioLike).get('FormPage.js'))).toEqual([
      'App.js',
      'Field.js',
      'FormPage.js',
      'Shell.js',
      'index.js',
      'pages.js',
      'react.js',
    ]);
  });

  it('keeps only what every way to a chunk has loaded, when two lazy chunks import it', () => {
    const graph: ChunkGraph = new Map([
      ['index.js', chunk({ isEntry: true, dynamicImports: ['A.js', 'B.js'] })],
      ['A.js', chunk({ imports: ['onlyA.js', 'both.js'], dynamicImports: ['Target.js'] })],
      ['B.js', chunk({ imports: ['both.js'], dynamicImports: ['Target.js'] })],
      ['onlyA.js', chunk({})],
      ['both.js', chunk({})],
      ['Target.js', chunk({ dynamicImports: ['Later.js'] })],
      ['Later.js', chunk({})],
    ]);
    expect(sorted(chunksLoadedBeforeImports(graph).get('Target.js'))).toEqual([
      'Target.js',
      'both.js',
      'index.js',
    ]);
  });

  it('stops on lazy chunks that import each other and claims nothing the cycle does not load', () => {
    const graph: ChunkGraph = new Map([
      ['index.js', chunk({ isEntry: true, dynamicImports: ['A.js'] })],
      ['A.js', chunk({ imports: ['a-part.js'], dynamicImports: ['B.js'] })],
      ['B.js', chunk({ imports: ['b-part.js'], dynamicImports: ['A.js'] })],
      ['a-part.js', chunk({})],
      ['b-part.js', chunk({})],
    ]);
    const loaded = chunksLoadedBeforeImports(graph);
    // A is reached first from the entry, where B has not been loaded.
    expect(sorted(loaded.get('A.js'))).toEqual(['A.js', 'a-part.js', 'index.js']);
    expect(sorted(loaded.get('B.js'))).toEqual([
      'A.js',
      'B.js',
      'a-part.js',
      'b-part.js',
      'index.js',
    ]);
  });

  it('claims nothing beyond its own imports for a chunk the entry also imports statically', () => {
    const graph: ChunkGraph = new Map([
      ['index.js', chunk({ isEntry: true, imports: ['shared.js'], dynamicImports: ['Lazy.js'] })],
      ['shared.js', chunk({ dynamicImports: ['Lazy.js'] })],
      ['Lazy.js', chunk({ imports: ['shared.js', 'extra.js'] })],
      ['extra.js', chunk({})],
    ]);
    expect(sorted(chunksLoadedBeforeImports(graph).get('shared.js'))).toEqual([
      'index.js',
      'shared.js',
    ]);
  });
});

describe('preloadOnlyWhatIsMissing', () => {
  function built() {
    const preload = preloadOnlyWhatIsMissing();
    const bundle = Object.fromEntries(
      [...studioLike].map(([fileName, links]) => [fileName, { type: 'chunk', fileName, ...links }]),
    );
    const hook = preload.plugin.generateBundle as { handler: (...args: unknown[]) => void };
    hook.handler({}, bundle, false);
    return preload;
  }

  it("lists a page's files without the sub-app and shell it was loaded from", () => {
    // As Vite asks: the page first, then its static imports, deep.
    expect(
      built().resolveDependencies(
        'FormPage.js',
        ['FormPage.js', 'Shell.js', 'react.js', 'Field.js'],
        {
          hostId: 'pages.js',
        },
      ),
    ).toEqual(['FormPage.js', 'Field.js']);
  });

  it('lists the files the page has not loaded for what it fetches once shown', () => {
    expect(
      built().resolveDependencies('Dialog.js', ['Dialog.js', 'Field.js', 'Overlay.js'], {
        hostId: 'FormPage.js',
      }),
    ).toEqual(['Dialog.js', 'Overlay.js']);
  });

  it('keeps the whole list for a host it knows nothing of', () => {
    expect(
      built().resolveDependencies('X.js', ['X.js', 'react.js'], { hostId: 'elsewhere.js' }),
    ).toEqual(['X.js', 'react.js']);
  });
});

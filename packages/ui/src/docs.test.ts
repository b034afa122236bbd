// @vitest-environment node
/**
 * Every public component has a Storybook docs page with accessibility notes, and every docs page
 * compiles. Storybook's build would also fail on a broken page, but minutes later; this names the
 * file and the missing section in a second.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import compileMdx from '@storybook/addon-docs/mdx-loader';
import { entryPoints } from '../scripts/entry-points.mjs';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const src = join(packageRoot, 'src');

/** Entry points documented by the foundation pages in `docs/` rather than a page of their own. */
const foundations = new Set(['tokens', 'theme', 'providers']);
const components = entryPoints(packageRoot).filter((name) => !foundations.has(name));

function mdxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : mdxFiles(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

function compile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      async: () => (error: Error | null, code?: string) =>
        error ? reject(error) : resolve(code ?? ''),
      getOptions: () => ({}),
      resourcePath: file,
    };
    (compileMdx as (this: typeof context, source: string) => void).call(
      context,
      readFileSync(file, 'utf8'),
    );
  });
}

describe.each(components)('the %s docs page', (name) => {
  const page = join(src, name, `${name}.mdx`);
  const text = existsSync(page) ? readFileSync(page, 'utf8') : '';

  it('exists', () => {
    expect(existsSync(page), `${relative(packageRoot, page)} is missing`).toBe(true);
  });

  it('has accessibility notes', () => {
    expect(text).toMatch(/^## Accessibility$/m);
  });

  it('is attached to its stories when it has any', () => {
    const stories = readdirSync(join(src, name)).filter((file) => file.endsWith('.stories.tsx'));
    for (const file of stories) {
      const module = `./${file.replace(/\.tsx$/, '')}`;
      expect(text, `${name}.mdx should import ${module}`).toContain(`from '${module}'`);
    }
    if (stories.length > 0) expect(text).toMatch(/<Meta of=\{/);
  });
});

describe('docs pages', () => {
  const pages = [...mdxFiles(src), ...mdxFiles(join(packageRoot, 'docs'))];

  it('include the foundation pages', () => {
    const names = pages.map((page) => relative(packageRoot, page));
    for (const foundation of ['GettingStarted', 'Tokens', 'Themes', 'Accessibility']) {
      expect(names).toContain(`docs/${foundation}.mdx`);
    }
  });

  it.each(pages.map((page) => relative(packageRoot, page)))('%s compiles', async (page) => {
    await expect(compile(join(packageRoot, page))).resolves.toContain('MDXContent');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@studio/domain';
import { createI18n } from './index';
import { NAMESPACES, type Namespace } from './namespaces';

/** Every leaf of a resource as `a.b.c` -> value; anything but a string or an object is kept raw. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [nested, leaf] of leaves(value as object, path)) result.set(nested, leaf);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

const namespaceNames = Object.keys(NAMESPACES) as Namespace[];

describe.each(namespaceNames)('the %s namespace', (namespace) => {
  const english = leaves(NAMESPACES[namespace].en);

  it('has at least one string', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.map((language) => [language]))(
    'is complete in %s: same keys as English, no empty value, same placeholders',
    (language) => {
      const translated = leaves(NAMESPACES[namespace][language]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of translated) {
        expect(typeof value, `${namespace}:${key} in ${language}`).toBe('string');
        expect((value as string).trim(), `${namespace}:${key} in ${language}`).not.toBe('');
        expect(placeholders(value as string), `${namespace}:${key} in ${language}`).toEqual(
          placeholders(english.get(key) as string),
        );
      }
    },
  );
});

describe('createI18n', () => {
  it('gives every namespace in Spanish, and other namespaces behind their name', () => {
    const i18n = createI18n('es');
    for (const namespace of namespaceNames) {
      const [firstKey] = leaves(NAMESPACES[namespace].es).keys();
      const t = i18n.translatorFor(namespace) as (key: string) => string;
      expect(t(firstKey!), namespace).toBe(leaves(NAMESPACES[namespace].es).get(firstKey!));
    }
    const t = i18n.translatorFor('dashboard');
    expect(t('welcome', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('shell:nav.help')).toBe('Ayuda');
  });

  it('has its keys and placeholder values checked by tsc', () => {
    const t = createI18n('en').translatorFor('dashboard');
    // @ts-expect-error: `name` is a placeholder of `welcome`, so its value is required.
    expect(t('welcome')).toBe('Welcome, {{name}}');
    // @ts-expect-error: `nav.help` is a key of `shell`, not of `dashboard`.
    expect(t('nav.help')).toBe('nav.help');
    // @ts-expect-error: `shell` has no `welcome`.
    expect(t('shell:welcome')).toBe('shell:welcome');
  });
});

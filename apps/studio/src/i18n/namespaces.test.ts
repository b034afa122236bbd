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
  it('loads every namespace in Spanish, falling back to nothing', () => {
    const i18n = createI18n('es');
    for (const namespace of namespaceNames) {
      expect(i18n.hasResourceBundle('es', namespace), namespace).toBe(true);
    }
    expect(i18n.t('welcome', { ns: 'dashboard', name: 'Ana' })).toBe('Hola, Ana');
    expect(i18n.t('shell:nav.help')).toBe('Ayuda');
  });
});

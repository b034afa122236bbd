import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@studio/domain';
import { ALL_NAMESPACES, createCompleteI18n } from './complete';
import { createI18n } from './index';
import { FEATURE_NAMESPACE_LOADERS } from './feature-namespace-loaders';
import { EAGER_NAMESPACES, type Namespace } from './namespaces';

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

const namespaceNames = Object.keys(ALL_NAMESPACES) as Namespace[];

describe.each(namespaceNames)('the %s namespace', (namespace) => {
  const english = leaves(ALL_NAMESPACES[namespace].en);

  it('has at least one string', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.map((language) => [language]))(
    'is complete in %s: same keys as English, no empty value, same placeholders',
    (language) => {
      const translated = leaves(ALL_NAMESPACES[namespace][language]);
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
  it('starts with the eager namespaces only and fetches a feature namespace on demand', async () => {
    const i18n = createI18n('es');
    expect(Object.keys(EAGER_NAMESPACES).every((name) => i18n.isLoaded(name as Namespace))).toBe(
      true,
    );
    expect(i18n.isLoaded('settings')).toBe(false);
    await Promise.all([i18n.load('settings'), i18n.load('settings')]);
    expect(i18n.isLoaded('settings')).toBe(true);
    expect(i18n.translatorFor('settings')('hub.title')).toBe(ALL_NAMESPACES.settings.es.hub.title);
  });

  it('fetches for each feature namespace the strings the complete catalogue holds', async () => {
    for (const [name, load] of Object.entries(FEATURE_NAMESPACE_LOADERS)) {
      expect(await load(), name).toBe(ALL_NAMESPACES[name as Namespace]);
    }
  });
});

describe('createCompleteI18n', () => {
  it('gives every namespace in Spanish, and other namespaces behind their name', () => {
    const i18n = createCompleteI18n('es');
    for (const namespace of namespaceNames) {
      const [firstKey] = leaves(ALL_NAMESPACES[namespace].es).keys();
      const t = i18n.translatorFor(namespace) as (key: string) => string;
      expect(t(firstKey!), namespace).toBe(leaves(ALL_NAMESPACES[namespace].es).get(firstKey!));
    }
    const t = i18n.translatorFor('dashboard');
    expect(t('welcome', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('shell:nav.help')).toBe('Ayuda');
  });

  it('has its keys and placeholder values checked by tsc', () => {
    const t = createCompleteI18n('en').translatorFor('dashboard');
    // @ts-expect-error: `name` is a placeholder of `welcome`, so its value is required.
    expect(t('welcome')).toBe('Welcome, {{name}}');
    // @ts-expect-error: `nav.help` is a key of `shell`, not of `dashboard`.
    expect(t('nav.help')).toBe('nav.help');
    // @ts-expect-error: `shell` has no `welcome`.
    expect(t('shell:welcome')).toBe('shell:welcome');
  });
});

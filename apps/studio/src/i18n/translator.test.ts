import { describe, expect, it } from 'vitest';
import { createTranslator, type Catalogue } from './translator';

/** English complete; Spanish missing `farewell` and `nested.second`, to exercise the fallback. */
const strings = {
  greetings: {
    en: {
      hello: 'Hello, {{name}}',
      usage: '{{inUse}} of {{total}}',
      farewell: 'Goodbye',
      nested: { first: 'First', second: 'Second' },
    },
    es: { hello: 'Hola, {{name}}', usage: '{{inUse}} de {{total}}', nested: { first: 'Primero' } },
  },
  other: { en: { word: 'Word' }, es: { word: 'Palabra' } },
} as const satisfies Catalogue;

describe('createTranslator', () => {
  it('looks up dotted keys and fills every placeholder', () => {
    const t = createTranslator(strings, 'en').translatorFor('greetings');
    expect(t('nested.first')).toBe('First');
    expect(t('hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('usage', { inUse: 3, total: 10 })).toBe('3 of 10');
  });

  it('reads another namespace behind its name', () => {
    const t = createTranslator(strings, 'es').translatorFor('greetings');
    expect(t('other:word')).toBe('Palabra');
    expect(t('greetings:nested.first')).toBe('Primero');
  });

  it('falls back to English for a string the language lacks', () => {
    const t = createTranslator(strings, 'es').translatorFor('greetings');
    expect(t('farewell')).toBe('Goodbye');
    expect(t('nested.second')).toBe('Second');
    expect(t('hello', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('switches language, tells its subscribers once per change, and keeps a bound `t` as is', () => {
    const translator = createTranslator(strings, 'en');
    const englishT = translator.translatorFor('other');
    const changes: string[] = [];
    const unsubscribe = translator.subscribe(() => changes.push(translator.language));

    translator.changeLanguage('es');
    translator.changeLanguage('es');
    expect(changes).toEqual(['es']);
    expect(translator.translatorFor('other')('word')).toBe('Palabra');
    expect(englishT('word')).toBe('Word');

    unsubscribe();
    translator.changeLanguage('en');
    expect(changes).toEqual(['es']);
    expect(translator.language).toBe('en');
  });

  it('rejects unknown keys, unknown namespaces and missing values under tsc', () => {
    const translator = createTranslator(strings, 'en');
    const t = translator.translatorFor('greetings');
    // @ts-expect-error: not a key of `greetings`.
    expect(t('missing')).toBe('missing');
    // @ts-expect-error: a branch of the tree, not a string.
    expect(t('nested')).toBe('nested');
    // @ts-expect-error: `word` belongs to `other`, so it needs `other:`.
    expect(t('word')).toBe('word');
    // @ts-expect-error: there is no `nowhere` namespace.
    expect(t('nowhere:word')).toBe('nowhere:word');
    // @ts-expect-error: `hello` has a `{{name}}` placeholder, so its value is required.
    expect(t('hello')).toBe('Hello, {{name}}');
    // @ts-expect-error: `total` is missing.
    expect(t('usage', { inUse: 1 })).toBe('1 of {{total}}');
    // @ts-expect-error: `farewell` has no placeholder to fill.
    expect(t('farewell', { name: 'Ana' })).toBe('Goodbye');
    // @ts-expect-error: there is no `nowhere` namespace.
    expect(() => translator.translatorFor('nowhere')).not.toThrow();
  });
});

describe('a namespace fetched on demand', () => {
  it('is fetched once, however many ask at the same time, and then translates', async () => {
    let fetches = 0;
    const translator = createTranslator<typeof strings>({ greetings: strings.greetings }, 'es', {
      other: async () => {
        fetches += 1;
        return strings.other;
      },
    });
    expect(translator.isLoaded('other')).toBe(false);
    await Promise.all([translator.load('other'), translator.load('other')]);
    await translator.load('other');
    expect(fetches).toBe(1);
    expect(translator.translatorFor('other')('word')).toBe('Palabra');
  });

  it('is fetched again after a failed download', async () => {
    let attempts = 0;
    const translator = createTranslator<typeof strings>({ greetings: strings.greetings }, 'en', {
      other: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return strings.other;
      },
    });
    await expect(translator.load('other')).rejects.toThrow('offline');
    await translator.load('other');
    expect(translator.translatorFor('other')('word')).toBe('Word');
  });

  it('refuses a namespace nobody can fetch', async () => {
    const translator = createTranslator<typeof strings>({ greetings: strings.greetings }, 'en');
    await expect(translator.load('other')).rejects.toThrow(/other/);
  });
});

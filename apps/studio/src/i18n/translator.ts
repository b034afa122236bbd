/**
 * The studio's translator: namespaced strings, dotted keys, `{{name}}` placeholders and a fallback
 * language, typed from the fallback language's resources. It replaces i18next, of which the studio
 * used only this much, for a fraction of its weight in the sign-in page (docs/i18n.md).
 *
 * Framework-free; `react.tsx` binds it to React and `index.ts` to the studio's namespaces.
 */
import { FALLBACK_LANGUAGE } from '@studio/domain';
import type { Language } from './namespaces';

/** A namespace's strings in one language: nested objects whose leaves are strings. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** Every namespace, each in every language: the shape of `NAMESPACES`. */
export type Catalogue = Readonly<Record<string, Readonly<Record<Language, StringTree>>>>;

/** The dotted path of every string in a tree: `{ nav: { help: 'Help' } }` gives `'nav.help'`. */
export type KeyOf<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key : `${Key}.${KeyOf<Tree[Key]>}`;
}[keyof Tree & string];

/** The string at a dotted path of a tree (its literal type when the tree is `as const`). */
type TextAt<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? TextAt<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** The names of the `{{placeholders}}` of a literal string: `'{{inUse}} of {{total}}'` gives both. */
export type PlaceholdersOf<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** Keys and placeholders are read from the fallback language, whose strings are `as const`. */
type SourceOf<Strings extends Catalogue> = {
  [Namespace in keyof Strings]: Strings[Namespace][typeof FALLBACK_LANGUAGE];
};

/**
 * What `t` accepts in a namespace: its own keys (`'title'`, `'nav.help'`), or any namespace's
 * keys behind that namespace's name (`'common:appName'`).
 */
export type TranslationKey<Strings extends Catalogue, Namespace extends keyof Strings & string> =
  | KeyOf<SourceOf<Strings>[Namespace]>
  | {
      [Other in keyof Strings & string]: `${Other}:${KeyOf<SourceOf<Strings>[Other]>}`;
    }[keyof Strings & string];

/** The source string a key names, so `t` can require its placeholders' values. */
type TextOf<
  Strings extends Catalogue,
  Namespace extends keyof Strings,
  Key extends string,
> = Key extends `${infer Other}:${infer Path}`
  ? Other extends keyof Strings
    ? TextAt<SourceOf<Strings>[Other], Path>
    : never
  : TextAt<SourceOf<Strings>[Namespace], Key>;

/** No argument for a string without placeholders; one value per placeholder otherwise. */
type ValuesFor<Text> = [PlaceholdersOf<Text>] extends [never]
  ? []
  : [values: { readonly [Name in PlaceholdersOf<Text>]: string | number }];

/** Translates a key of one namespace (or `other:key`) in the language it was made for. */
export type TFunction<Strings extends Catalogue, Namespace extends keyof Strings & string> = <
  Key extends TranslationKey<Strings, Namespace>,
>(
  key: Key,
  ...values: ValuesFor<TextOf<Strings, Namespace, Key>>
) => string;

export interface Translator<Strings extends Catalogue> {
  /** The language strings are given in now. */
  readonly language: Language;
  /** Switches to another language and tells every subscriber. */
  changeLanguage(language: Language): void;
  /**
   * Calls `listener` after every change of language; returns the unsubscribe function. Shaped for
   * React's `useSyncExternalStore`, and a plain function (no `this`) so it can be passed as is.
   */
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * Makes a namespace's strings available, fetching them the first time (each feature's strings
   * travel with its routes, not in the sign-in page). Resolves at once for a namespace given up
   * front or already loaded; `t` before then shows keys, so routes await this before rendering.
   */
  load(namespace: keyof Strings & string): Promise<void>;
  /** Whether `namespace` can be used now without waiting. */
  isLoaded(namespace: keyof Strings & string): boolean;
  /** A `t` for one namespace, in the given language (the current one by default). */
  translatorFor<Namespace extends keyof Strings & string>(
    namespace: Namespace,
    language?: Language,
  ): TFunction<Strings, Namespace>;
}

/** How a namespace that is not given up front is fetched: its strings in every language. */
export type NamespaceLoaders<Strings extends Catalogue> = {
  readonly [Namespace in keyof Strings]?: () => Promise<Strings[Namespace]>;
};

/**
 * A translator over `strings`, starting in `initialLanguage`. A string missing in the current
 * language is taken from the fallback language (English, spec section 9). Namespaces absent from
 * `given` are fetched by `loaders` when `load` asks for them.
 */
export function createTranslator<Strings extends Catalogue>(
  given: Partial<Strings>,
  initialLanguage: Language,
  loaders: NamespaceLoaders<Strings> = {},
): Translator<Strings> {
  let language = initialLanguage;
  const listeners = new Set<() => void>();
  const strings: Partial<Record<keyof Strings, Strings[keyof Strings]>> = { ...given };
  const loading = new Map<keyof Strings, Promise<void>>();

  /** A string in one language, or `undefined` when that language lacks it. */
  function find(namespace: string, path: string, inLanguage: Language): string | undefined {
    let node: string | StringTree | undefined = strings[namespace as keyof Strings]?.[inLanguage];
    for (const part of path.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  function translate(
    namespace: string,
    key: string,
    inLanguage: Language,
    values: Readonly<Record<string, string | number>> = {},
  ): string {
    const separator = key.indexOf(':');
    const [targetNamespace, path] =
      separator === -1 ? [namespace, key] : [key.slice(0, separator), key.slice(separator + 1)];
    const text =
      find(targetNamespace, path, inLanguage) ??
      find(targetNamespace, path, FALLBACK_LANGUAGE) ??
      // The types rule this out; showing the key beats showing nothing if a cast slipped through.
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  }

  return {
    get language() {
      return language;
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoaded: (namespace) => strings[namespace] !== undefined,
    load(namespace) {
      if (strings[namespace] !== undefined) return Promise.resolve();
      const loader = loaders[namespace];
      if (!loader) return Promise.reject(new Error(`no strings for the ${namespace} namespace`));
      let pending = loading.get(namespace);
      if (!pending) {
        pending = loader().then(
          (loaded) => {
            strings[namespace] = loaded;
          },
          (error: unknown) => {
            // A failed download may succeed later (Retry on the route's error page).
            loading.delete(namespace);
            throw error;
          },
        );
        loading.set(namespace, pending);
      }
      return pending;
    },
    translatorFor(namespace, inLanguage = language) {
      // The signature checks keys and values; at run time `t` is one untyped lookup.
      const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
        translate(namespace, key, inLanguage, values);
      return t as TFunction<Strings, typeof namespace>;
    },
  };
}

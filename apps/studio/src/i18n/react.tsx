import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { StudioT, StudioTranslator } from './index';
import type { Language, Namespace } from './namespaces';

const TranslatorContext = createContext<StudioTranslator | null>(null);

/** Gives the screens below it their words; one per application (or per story). */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: StudioTranslator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The translator of the nearest provider (to load a namespace, or switch language). */
export function useTranslator(): StudioTranslator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a <TranslationProvider> above it');
  return translator;
}

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  const translator = useTranslator();
  return useSyncExternalStore(translator.subscribe, () => translator.language);
}

/**
 * `t` for the namespace of a feature: `t('title')`, `t('welcome', { name })`, and another
 * namespace's words as `t('shell:nav.help')`. Keys and placeholder values are checked by `tsc`.
 * A new `t` comes with each change of language, so memoised children see the change too.
 */
export function useTranslation<Name extends Namespace>(
  namespace: Name,
): { t: StudioT<Name>; language: Language } {
  const translator = useTranslator();
  const language = useLanguage();
  const t = useMemo(
    () => translator.translatorFor(namespace, language),
    [translator, namespace, language],
  );
  return { t, language };
}

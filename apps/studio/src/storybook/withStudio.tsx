import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createCompleteI18n } from '../i18n/complete';
import { TranslationProvider } from '../i18n/react';

/**
 * Gives a studio screen its translations in the language of Storybook's locale toolbar (the
 * design system's decorator already supplies the theme and react-aria's locale).
 */
export const withStudioI18n: Decorator = (Story, context) => (
  <StudioTranslations language={context.globals.locale === 'es' ? 'es' : 'en'}>
    <Story />
  </StudioTranslations>
);

/** One translator per story; the toolbar switches its language, as a person's choice would. */
function StudioTranslations({
  language,
  children,
}: {
  language: 'en' | 'es';
  children: ReactNode;
}) {
  const [translator] = useState(() => createCompleteI18n(language));
  useEffect(() => translator.changeLanguage(language), [translator, language]);
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}

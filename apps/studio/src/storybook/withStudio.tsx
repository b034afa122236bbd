import { useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';

/**
 * Gives a studio screen its translations in the language of Storybook's locale toolbar (the
 * design system's decorator already supplies the theme and react-aria's locale).
 */
export const withStudioI18n: Decorator = (Story, context) => (
  <StudioTranslations language={context.globals.locale === 'es' ? 'es' : 'en'}>
    <Story />
  </StudioTranslations>
);

function StudioTranslations({
  language,
  children,
}: {
  language: 'en' | 'es';
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(language), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { createCompleteI18n } from './complete';
import { TranslationProvider, useLanguage, useTranslation } from './react';

afterEach(cleanup);

/** Memoised, so it re-renders only through the store or a new `t`, never through its parent. */
const Greeting = memo(function Greeting() {
  const { t } = useTranslation('dashboard');
  return <p>{t('welcome', { name: 'Ana' })}</p>;
});

function CurrentLanguage() {
  return <span>{useLanguage()}</span>;
}

describe('useTranslation', () => {
  it('renders in the translator’s language and again when the language changes', () => {
    const translator = createCompleteI18n('en');
    render(
      <TranslationProvider translator={translator}>
        <Greeting />
        <CurrentLanguage />
      </TranslationProvider>,
    );
    expect(screen.getByText('Welcome, Ana')).toBeTruthy();
    expect(screen.getByText('en')).toBeTruthy();

    act(() => translator.changeLanguage('es'));
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.getByText('es')).toBeTruthy();
  });

  it('says what is missing when no provider is above it', () => {
    // React reports the thrown error on the console as well; the assertion is on the error itself.
    expect(() => render(<Greeting />)).toThrow(/TranslationProvider/);
  });
});

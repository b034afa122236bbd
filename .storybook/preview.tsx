import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '../packages/ui/src/providers';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle, StudioThemeProvider } from '../packages/ui/src/theme';
import type { ThemeName } from '../packages/ui/src/tokens';
import { configure } from 'storybook/test';

// `findBy…` and `waitFor` give up after 1 s by default. With the test-runner's browsers, the
// server and the tests sharing two cores, a story's first render can take longer than that, and
// a journey then fails for no fault of its own. This caps the wait; no story asserts a duration.
configure({ asyncUtilTimeout: 5_000 });

/** The product's languages (spec section 9) and the locale react-aria formats them with. */
const locales = { en: 'en-US', es: 'es-ES' } as const;
type LocaleKey = keyof typeof locales;

function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

function isLocaleKey(value: unknown): value is LocaleKey {
  return typeof value === 'string' && value in locales;
}

/** Wraps every story in the theme, the global style and react-aria's locale. */
const withStudioProviders: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'light';
  const locale = isLocaleKey(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <StudioThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nProvider locale={locales[locale]}>
        <Story />
      </I18nProvider>
    </StudioThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withStudioProviders],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and formatting',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    // Every story fails on any axe violation; a story may only opt out with a stated reason.
    a11y: {
      test: 'error',
      // react-aria's screen-reader announcer (a visually hidden live region outside the story)
      // reads a button's name through a role="img" node; it is not our markup to audit.
      context: { exclude: ['[data-live-announcer]'] },
    },
    controls: { expanded: true },
    options: {
      // Foundations first, then the components, then what is built from them.
      storySort: {
        order: [
          'Design system',
          ['Getting started', 'Tokens', 'Themes', 'Accessibility'],
          'Components',
          'Layout',
          'Machines',
          'Studio',
        ],
      },
    },
  },
};

export default preview;

import { createGlobalStyle } from 'styled-components';
import { sharedVariables, themeVariables, toDeclarations, vars } from '../tokens';

// Computed once at module load: the global style is one static sheet, whatever the theme.
const shared = toDeclarations(sharedVariables());
const light = toDeclarations(themeVariables('light'));
const dark = toDeclarations(themeVariables('dark'));

/**
 * Emits every token as a CSS custom property: the light theme on `:root`, the dark theme under
 * `[data-theme=dark]` (set by `StudioThemeProvider`). Render it once at the root of the app.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${shared}
    ${light}
    color-scheme: light;
  }

  [data-theme='light'] {
    ${light}
    color-scheme: light;
  }

  [data-theme='dark'] {
    ${dark}
    color-scheme: dark;
  }

  /* People who asked for less motion get none from tokens, and no long-running animation. */
  @media (prefers-reduced-motion: reduce) {
    :root {
      --studio-motion-duration-fast: 0ms;
      --studio-motion-duration-normal: 0ms;
      --studio-motion-duration-slow: 0ms;
    }
    *,
    *::before,
    *::after {
      scroll-behavior: auto !important;
      transition-duration: 0.01ms !important;
    }
  }

  /* Windows high contrast: let the system palette win, and keep focus visible in its colour. */
  @media (forced-colors: active) {
    :root,
    [data-theme] {
      --studio-color-focus: Highlight;
    }
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-family: ${vars.font.family.sans};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
`;

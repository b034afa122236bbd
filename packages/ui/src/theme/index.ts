export { GlobalStyle } from './GlobalStyle';
export { StudioThemeProvider, useThemeName } from './StudioThemeProvider';
export type { StudioThemeProviderProps } from './StudioThemeProvider';

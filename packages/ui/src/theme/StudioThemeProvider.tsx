import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import type { ThemeName } from '../tokens';

const ThemeNameContext = createContext<ThemeName>('light');

export interface StudioThemeProviderProps {
  /** Which token set applies. Defaults to light. */
  theme?: ThemeName;
  children?: ReactNode;
}

/**
 * Selects the light or dark theme for everything inside it. Tokens are CSS custom properties
 * (see `GlobalStyle`), so switching only changes a `data-theme` attribute: no style is
 * regenerated. The attribute is also put on the document element because overlays (popovers,
 * dialogs, toasts) are portalled to the body, outside this subtree, and must share the theme.
 */
export function StudioThemeProvider({ theme = 'light', children }: StudioThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    root.setAttribute('data-theme', theme);
    return () => {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [theme]);

  return (
    <ThemeNameContext.Provider value={theme}>
      <div className="studio-Theme" data-theme={theme} style={{ display: 'contents' }}>
        {children}
      </div>
    </ThemeNameContext.Provider>
  );
}

/** The theme currently applied, for the rare component that must know it (e.g. a chart). */
export function useThemeName(): ThemeName {
  return useContext(ThemeNameContext);
}

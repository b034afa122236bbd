/** Spacing on a 4 px grid, in rem so it follows the user's font size. */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const typography = {
  family: {
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
  },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
} as const;

export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.375rem',
  lg: '0.625rem',
  full: '9999px',
} as const;

/** Shadows differ per theme: dark surfaces need a stronger shadow to read as raised. */
export const elevation = {
  light: {
    0: 'none',
    1: '0 1px 2px rgb(13 16 21 / 0.08), 0 1px 3px rgb(13 16 21 / 0.06)',
    2: '0 4px 8px rgb(13 16 21 / 0.10), 0 2px 4px rgb(13 16 21 / 0.06)',
    3: '0 12px 32px rgb(13 16 21 / 0.18), 0 4px 8px rgb(13 16 21 / 0.08)',
  },
  dark: {
    0: 'none',
    1: '0 1px 2px rgb(0 0 0 / 0.5)',
    2: '0 4px 10px rgb(0 0 0 / 0.55)',
    3: '0 12px 32px rgb(0 0 0 / 0.7)',
  },
} as const;

/** Durations collapse to 0 under `prefers-reduced-motion` (see GlobalStyle). */
export const motion = {
  duration: { instant: '0ms', fast: '100ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

/** Layers, lowest first. The unsupported-browser banner sits above everything (spec section 9). */
export const zIndex = {
  base: '0',
  sticky: '100',
  navigation: '200',
  overlay: '300',
  modal: '400',
  popover: '500',
  toast: '600',
  tooltip: '700',
  banner: '1000',
} as const;

export const focusRing = {
  width: '2px',
  offset: '2px',
} as const;

export const sizes = {
  control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
  sideNav: '15rem',
  content: '75rem',
} as const;

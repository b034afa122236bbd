/**
 * Colour tokens as data. Raw palette first, then the semantic roles each theme fills in.
 * Components never read the palette: they read semantic roles through CSS custom properties,
 * so a theme switch is one attribute change and no re-render.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    50: '#f7f8fa',
    100: '#eef0f4',
    200: '#dde1e8',
    300: '#c3c9d4',
    400: '#8b94a5',
    500: '#687184',
    600: '#515a6b',
    700: '#3b4350',
    800: '#262c36',
    850: '#1d222a',
    900: '#151920',
    950: '#0d1015',
  },
  blue: {
    50: '#eaf2ff',
    100: '#d3e4ff',
    300: '#8ab6ff',
    400: '#5c97f7',
    500: '#2f6fe0',
    600: '#1f58c2',
    700: '#17449a',
    900: '#0f2a5c',
  },
  green: {
    50: '#e7f7ee',
    100: '#c9eed8',
    300: '#6fd39c',
    400: '#3fbd77',
    600: '#177245',
    700: '#115a36',
    900: '#0b3320',
  },
  amber: {
    50: '#fff5e0',
    100: '#ffe7b3',
    300: '#ffc44d',
    400: '#f0a81a',
    600: '#8a5a00',
    700: '#6e4700',
    900: '#3d2800',
  },
  red: {
    50: '#fdecec',
    100: '#fad2d2',
    300: '#f59393',
    400: '#ef6a6a',
    500: '#d93636',
    600: '#b42323',
    700: '#8f1b1b',
    900: '#4a0e0e',
  },
  crimson: {
    50: '#fdeaf1',
    100: '#fbd0e0',
    300: '#f58db3',
    500: '#d6195f',
    600: '#b3124e',
    700: '#8c0d3c',
    900: '#4d0621',
  },
  violet: {
    50: '#f1edff',
    100: '#e1d9ff',
    300: '#b3a1ff',
    600: '#5b3fd1',
    700: '#4731a6',
    900: '#26195c',
  },
} as const;

/** The tones every status in the product maps to (see `statusTones`). */
export const toneNames = [
  'neutral',
  'info',
  'progress',
  'success',
  'live',
  'warning',
  'danger',
] as const;
export type Tone = (typeof toneNames)[number];

export interface ToneColors {
  /** Text and icon colour on `background`; at least 4.5:1 against it. */
  foreground: string;
  background: string;
  border: string;
  /** A solid dot or bar colour for indicators. */
  solid: string;
}

export interface ColorRoles {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  surfaceHover: string;
  text: string;
  textMuted: string;
  textDisabled: string;
  textOnAccent: string;
  border: string;
  borderStrong: string;
  accent: string;
  accentHover: string;
  accentPressed: string;
  accentSubtle: string;
  link: string;
  danger: string;
  dangerHover: string;
  dangerPressed: string;
  focus: string;
  overlay: string;
  skeleton: string;
  tone: Record<Tone, ToneColors>;
}

export const lightColors: ColorRoles = {
  background: palette.gray[50],
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceSunken: palette.gray[100],
  surfaceHover: palette.gray[100],
  text: palette.gray[900],
  textMuted: palette.gray[600],
  textDisabled: palette.gray[400],
  textOnAccent: palette.white,
  border: palette.gray[300],
  borderStrong: palette.gray[500],
  accent: palette.blue[600],
  accentHover: palette.blue[700],
  accentPressed: palette.blue[900],
  accentSubtle: palette.blue[50],
  link: palette.blue[600],
  danger: palette.red[600],
  dangerHover: palette.red[700],
  dangerPressed: palette.red[900],
  focus: palette.blue[500],
  overlay: 'rgb(13 16 21 / 0.5)',
  skeleton: palette.gray[200],
  tone: {
    neutral: {
      foreground: palette.gray[700],
      background: palette.gray[100],
      border: palette.gray[300],
      solid: palette.gray[500],
    },
    info: {
      foreground: palette.blue[700],
      background: palette.blue[50],
      border: palette.blue[300],
      solid: palette.blue[500],
    },
    progress: {
      foreground: palette.violet[700],
      background: palette.violet[50],
      border: palette.violet[300],
      solid: palette.violet[600],
    },
    success: {
      foreground: palette.green[700],
      background: palette.green[50],
      border: palette.green[300],
      solid: palette.green[600],
    },
    live: {
      foreground: palette.crimson[700],
      background: palette.crimson[50],
      border: palette.crimson[300],
      solid: palette.crimson[500],
    },
    warning: {
      foreground: palette.amber[700],
      background: palette.amber[50],
      border: palette.amber[300],
      solid: palette.amber[400],
    },
    danger: {
      foreground: palette.red[700],
      background: palette.red[50],
      border: palette.red[300],
      solid: palette.red[500],
    },
  },
};

export const darkColors: ColorRoles = {
  background: palette.gray[950],
  surface: palette.gray[900],
  surfaceRaised: palette.gray[850],
  surfaceSunken: palette.black,
  surfaceHover: palette.gray[800],
  text: palette.gray[50],
  textMuted: palette.gray[300],
  textDisabled: palette.gray[500],
  textOnAccent: palette.gray[950],
  border: palette.gray[700],
  borderStrong: palette.gray[400],
  accent: palette.blue[300],
  accentHover: palette.blue[100],
  accentPressed: palette.blue[50],
  accentSubtle: palette.blue[900],
  link: palette.blue[300],
  danger: palette.red[300],
  dangerHover: palette.red[100],
  dangerPressed: palette.red[50],
  focus: palette.blue[300],
  overlay: 'rgb(0 0 0 / 0.65)',
  skeleton: palette.gray[800],
  tone: {
    neutral: {
      foreground: palette.gray[100],
      background: palette.gray[800],
      border: palette.gray[600],
      solid: palette.gray[400],
    },
    info: {
      foreground: palette.blue[100],
      background: palette.blue[900],
      border: palette.blue[600],
      solid: palette.blue[400],
    },
    progress: {
      foreground: palette.violet[100],
      background: palette.violet[900],
      border: palette.violet[600],
      solid: palette.violet[300],
    },
    success: {
      foreground: palette.green[100],
      background: palette.green[900],
      border: palette.green[600],
      solid: palette.green[400],
    },
    live: {
      foreground: palette.crimson[100],
      background: palette.crimson[900],
      border: palette.crimson[600],
      solid: palette.crimson[300],
    },
    warning: {
      foreground: palette.amber[100],
      background: palette.amber[900],
      border: palette.amber[600],
      solid: palette.amber[300],
    },
    danger: {
      foreground: palette.red[100],
      background: palette.red[900],
      border: palette.red[600],
      solid: palette.red[400],
    },
  },
};

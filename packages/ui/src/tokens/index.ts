export { palette, lightColors, darkColors, toneNames } from './color';
export type { Tone, ToneColors, ColorRoles } from './color';
export { statusTones, toneOfStatus } from './status';
export type { StatusSet, StatusOf } from './status';
export { space, typography, radii, elevation, motion, zIndex, focusRing, sizes } from './scales';
export { vars, themeVariables, sharedVariables, toDeclarations } from './cssVariables';
export type { ThemeName, VarTree } from './cssVariables';

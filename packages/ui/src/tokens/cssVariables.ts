import { darkColors, lightColors } from './color';
import { elevation, focusRing, motion, radii, sizes, space, typography, zIndex } from './scales';

export type ThemeName = 'light' | 'dark';

type TokenTree = { readonly [key: string]: string | TokenTree };

/** The same shape as a token tree, with every leaf replaced by its `var(--studio-…)` reference. */
export type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const PREFIX = '--studio';

/** Tokens that are the same in every theme. */
const sharedTokens = {
  space,
  font: typography,
  radius: radii,
  motion,
  z: zIndex,
  focus: focusRing,
  size: sizes,
} as const;

function themedTokens(theme: ThemeName) {
  return {
    color: theme === 'dark' ? darkColors : lightColors,
    shadow: elevation[theme],
  };
}

function kebab(segment: string): string {
  // `0.5` is a valid token key but `.` is not valid in a custom property name.
  return segment.replace(/\./g, '_').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function flatten(
  tree: TokenTree,
  path: string,
  into: Record<string, string>,
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = `${path}-${kebab(key)}`;
    if (typeof value === 'string') into[name] = value;
    else flatten(value, name, into);
  }
  return into;
}

function references<T extends TokenTree>(tree: T, path: string): VarTree<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = `${path}-${kebab(key)}`;
    result[key] = typeof value === 'string' ? `var(${name})` : references(value, name);
  }
  return result as VarTree<T>;
}

/** Custom properties that do not change with the theme, as `{ '--studio-space-1': '0.25rem' }`. */
export function sharedVariables(): Record<string, string> {
  return flatten(sharedTokens as unknown as TokenTree, PREFIX, {});
}

/** Custom properties that a theme sets (colours and shadows). */
export function themeVariables(theme: ThemeName): Record<string, string> {
  return flatten(themedTokens(theme) as unknown as TokenTree, PREFIX, {});
}

/** Serialises custom properties to a CSS declaration block body. */
export function toDeclarations(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/**
 * `vars.color.accent` is `'var(--studio-color-accent)'`. Styles read tokens only through this, so
 * they stay static strings and a theme change never re-renders or re-injects a style.
 */
export const vars = {
  ...references(sharedTokens as unknown as TokenTree, PREFIX),
  ...references(themedTokens('light') as unknown as TokenTree, PREFIX),
} as unknown as VarTree<typeof sharedTokens & ReturnType<typeof themedTokens>>;

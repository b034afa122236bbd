import type { space } from '../tokens';
import { vars } from '../tokens';

/** A step of the spacing scale (`space` tokens): `4` is 1rem. */
export type SpaceToken = keyof typeof space;

/** The elements a layout primitive may render as, so the page keeps its landmarks and lists. */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'article'
  | 'main'
  | 'nav'
  | 'header'
  | 'footer'
  | 'aside'
  | 'ul'
  | 'ol'
  | 'dl';

/**
 * `gap` for every step of the scale, selected by `data-gap`: written once when the module loads,
 * so a layout never interpolates a prop per render.
 */
export const gapRules = Object.entries(vars.space)
  .map(([step, value]) => `&[data-gap='${step}'] { gap: ${value}; }`)
  .join('\n');

/** Lists rendered by a layout primitive lose their bullets and indent: the layout is the list's. */
export const listReset = `
  &:is(ul, ol, dl) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

import { styled } from 'styled-components';
import { gapRules, listReset } from '../internal/layout';

/** Minimum column widths; `min(100%, …)` keeps one column from overflowing a narrow screen. */
export const GRID_MIN_COLUMN_WIDTHS = {
  xs: '10rem',
  sm: '14rem',
  md: '18rem',
  lg: '24rem',
} as const;

const minWidthRules = Object.entries(GRID_MIN_COLUMN_WIDTHS)
  .map(
    ([name, width]) =>
      `&[data-min-column-width='${name}'] { grid-template-columns: repeat(auto-fit, minmax(min(100%, ${width}), 1fr)); }`,
  )
  .join('\n');

const columnRules = [1, 2, 3, 4, 6]
  .map(
    (count) =>
      `&[data-columns='${count}'] { grid-template-columns: repeat(${count}, minmax(0, 1fr)); }`,
  )
  .join('\n');

export const GridRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  ${listReset}
  ${gapRules}
  ${columnRules}
  ${minWidthRules}
`;

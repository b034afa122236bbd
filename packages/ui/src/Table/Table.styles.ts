import { styled } from 'styled-components';
import { Cell, Column, Row, Table } from 'react-aria-components';
import { vars } from '../tokens';

/**
 * States come from react-aria's data attributes (`data-sort-direction`, `data-selected`,
 * `data-focus-visible`, `data-empty`). A virtualised table renders divs positioned by
 * `TableLayout`, so layout rules only apply to the native `table` element.
 */
export const StyledTable = styled(Table)`
  --table-border: ${vars.color.border};
  --table-header-bg: ${vars.color.surfaceSunken};
  --table-row-bg: ${vars.color.surface};
  --table-row-bg-hover: ${vars.color.surfaceHover};
  --table-row-bg-selected: ${vars.color.accentSubtle};

  width: 100%;
  border: 1px solid var(--table-border);
  border-radius: ${vars.radius.md};
  background: var(--table-row-bg);
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  outline: none;

  &:is(table) {
    border-collapse: separate;
    border-spacing: 0;
  }
  &[data-virtualized] {
    height: var(--studio-table-height, 400px);
    overflow: auto;
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
  }
  .studio-Table-header {
    background: var(--table-header-bg);
  }
  .studio-Table-empty {
    padding: ${vars.space[6]};
    color: ${vars.color.textMuted};
    text-align: center;
  }
`;

export const StyledColumn = styled(Column)`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: 1px solid var(--table-border);
  font-weight: ${vars.font.weight.semibold};
  text-align: start;
  white-space: nowrap;
  outline: none;
  box-sizing: border-box;

  &[data-allows-sorting] {
    cursor: pointer;
  }
  &[data-hovered][data-allows-sorting] {
    background: var(--table-row-bg-hover);
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: calc(-1 * ${vars.focus.width});
  }
  .studio-Table-sortIndicator {
    display: inline-block;
    margin-inline-start: ${vars.space[1]};
    color: ${vars.color.textMuted};
  }
`;

export const StyledRow = styled(Row)`
  background: var(--table-row-bg);
  outline: none;
  box-sizing: border-box;

  &[data-href],
  &[data-selection-mode] {
    cursor: pointer;
  }
  &[data-hovered] {
    background: var(--table-row-bg-hover);
  }
  &[data-selected] {
    background: var(--table-row-bg-selected);
  }
  /* The tint alone is too faint to mark selection (and is colour only): a bar in the accent colour
     on the row's leading edge shows it by shape too. */
  &[data-selected] > :first-child {
    box-shadow: inset 4px 0 0 ${vars.color.accent};
  }
  &[data-selected]:dir(rtl) > :first-child {
    box-shadow: inset -4px 0 0 ${vars.color.accent};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: calc(-1 * ${vars.focus.width});
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    &[data-selected] {
      outline: 2px solid Highlight;
    }
  }
`;

export const StyledCell = styled(Cell)`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: 1px solid var(--table-border);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  outline: none;
  box-sizing: border-box;

  &[data-wrap] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: calc(-1 * ${vars.focus.width});
  }
`;

/** Spinner and text of the first-load and load-more rows. */
export const TableLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  color: ${vars.color.textMuted};
`;

export const PaginationRoot = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
`;

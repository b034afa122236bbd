import { styled } from 'styled-components';
import { vars } from '../tokens';

/** The table and its "show more" button; the same look as `Table`. */
export const DataTableRoot = styled.div`
  --table-border: ${vars.color.border};

  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};

  table {
    width: 100%;
    border: 1px solid var(--table-border);
    border-radius: ${vars.radius.md};
    border-collapse: separate;
    border-spacing: 0;
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font-size: ${vars.font.size.sm};
  }
  thead th {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid var(--table-border);
    background: ${vars.color.surfaceSunken};
    font-weight: ${vars.font.weight.semibold};
    text-align: start;
    white-space: nowrap;
  }
  tbody th,
  tbody td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid var(--table-border);
    font-weight: ${vars.font.weight.regular};
    text-align: start;
    max-width: 24rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  tbody [data-wrap] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  tbody tr[data-href] {
    cursor: pointer;
  }
  tbody tr[data-href]:hover {
    background: ${vars.color.surfaceHover};
  }
  .studio-DataTable-sort {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    outline: none;
  }
  .studio-DataTable-sort[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: 2px;
  }
  .studio-DataTable-sortIndicator {
    color: ${vars.color.textMuted};
  }
  .studio-DataTable-empty {
    padding: ${vars.space[6]};
    color: ${vars.color.textMuted};
    text-align: center;
  }
  .studio-DataTable-more {
    display: flex;
    justify-content: center;
  }
`;

export const LoadingRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  color: ${vars.color.textMuted};
`;

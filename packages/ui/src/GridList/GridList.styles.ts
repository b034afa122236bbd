import { styled } from 'styled-components';
import { GridList, GridListItem } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledGridList = styled(GridList)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[1]};
  outline: none;

  &[data-layout='grid'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
    gap: ${vars.space[3]};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
  }
  &[data-empty] {
    display: block;
    padding: ${vars.space[6]};
    color: ${vars.color.textMuted};
    text-align: center;
  }
`;

export const StyledGridListItem = styled(GridListItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  outline: none;
  overflow-wrap: anywhere;
  cursor: default;

  [data-layout='grid'] > & {
    flex-direction: column;
    align-items: stretch;
    padding: ${vars.space[2]};
  }
  &[data-href],
  &[data-selection-mode] {
    cursor: pointer;
  }
  &[data-hovered] {
    border-color: ${vars.color.borderStrong};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
  &[data-selected] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
    box-shadow: inset 0 0 0 1px ${vars.color.accent};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    &[data-selected] {
      border-color: Highlight;
      box-shadow: inset 0 0 0 2px Highlight;
    }
  }
`;

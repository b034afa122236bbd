import { styled } from 'styled-components';
import { Button, Group, Input, SearchField } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing, inputSurface } from '../theme/mixins';

export const StyledSearchField = styled(SearchField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const SearchGroup = styled(Group)`
  position: relative;
  display: flex;
  align-items: center;
  color: ${vars.color.textMuted};

  & > svg {
    position: absolute;
    inset-inline-start: ${vars.space[3]};
    pointer-events: none;
  }
`;

export const SearchInput = styled(Input)`
  ${inputSurface}
  width: 100%;
  padding: 0 ${vars.size.control.md} 0 ${vars.space[10]};

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled(Button)`
  position: absolute;
  inset-inline-end: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  ${focusRing}

  [data-empty] & {
    display: none;
  }
  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
`;

import { styled } from 'styled-components';
import { Button, SelectValue } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

/** The field: label, button, description and error, one above the other. */
export const SelectRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const SelectButton = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  [data-invalid] > & {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledSelectValue = styled(SelectValue)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${vars.color.textMuted};
  }
`;

/** The open list (`SelectList`): the look of the studio's list boxes (internal/listBox.ts). */
export const SelectListBox = styled.div`
  max-height: inherit;
  overflow: auto;
  padding: ${vars.space[1]};
  outline: none;
`;

import { styled } from 'styled-components';
import { Button, Group, Input, NumberField } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const StyledNumberField = styled(NumberField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const NumberGroup = styled(Group)`
  display: flex;
  align-items: stretch;
  min-height: ${vars.size.control.md};
  overflow: hidden;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-focus-within] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: -1px;
    border-color: ${vars.color.focus};
  }
  &[data-invalid] {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceSunken};
  }
`;

export const NumberInput = styled(Input)`
  flex: 1;
  min-width: 0;
  padding: 0 ${vars.space[3]};
  border: none;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  outline: none;
  font-variant-numeric: tabular-nums;

  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }
`;

export const StepButton = styled(Button)`
  width: ${vars.size.control.md};
  padding: 0;
  border: none;
  border-inline-start: 1px solid ${vars.color.border};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.lg};
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

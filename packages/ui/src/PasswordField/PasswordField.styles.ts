import { styled } from 'styled-components';
import { Button, Group } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const InputGroup = styled(Group)`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-inline-end: ${vars.size.control.md};
  }
`;

/** A plain button with `aria-pressed`: react-aria's ToggleButton brings its selection-indicator
 * transitions (and focus-scope code) into the sign-in page for one on/off state. */
export const RevealButton = styled(Button)`
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

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const RequirementList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.size.sm};
`;

export const Requirement = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.textMuted};

  &[data-met] {
    color: ${vars.color.tone.success.foreground};
  }
`;

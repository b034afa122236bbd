import { styled, css } from 'styled-components';
import { Button, Group, TextArea, TextField, ToggleButton } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing, inputSurface } from '../theme/mixins';

export const StyledCopyField = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const CopyGroup = styled(Group)`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-width: 0;

  & > input {
    flex: 1;
    min-width: 0;
    font-family: ${vars.font.family.mono};
    font-size: ${vars.font.size.sm};
  }
`;

export const CopyTextArea = styled(TextArea)`
  ${inputSurface}
  flex: 1;
  min-width: 0;
  min-height: 6rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  font-family: ${vars.font.family.mono};
  font-size: ${vars.font.size.sm};
  resize: vertical;
`;

const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-width: ${vars.size.control.md};
  height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
  &[data-pressed] {
    background: ${vars.color.surfaceSunken};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`;

export const CopyButton = styled(Button)`
  ${iconButton}
  ${focusRing}
`;

export const RevealButton = styled(ToggleButton)`
  ${iconButton}
  padding: 0;
  ${focusRing}

  &[data-selected] {
    background: ${vars.color.accentSubtle};
  }
`;

export const CopyStatus = styled.span`
  min-height: 1lh;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.tone.success.foreground};

  &[data-result='failed'] {
    color: ${vars.color.danger};
  }
`;

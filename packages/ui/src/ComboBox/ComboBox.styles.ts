import { styled } from 'styled-components';
import { Button, ComboBox, Group, Input } from 'react-aria-components';
import { vars } from '../tokens';
import { inputSurface } from '../theme/mixins';

export const StyledComboBox = styled(ComboBox)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
` as unknown as typeof ComboBox;

export const ComboGroup = styled(Group)`
  position: relative;
  display: flex;
  align-items: center;
`;

export const ComboInput = styled(Input)`
  ${inputSurface}
  width: 100%;
  padding: 0 ${vars.size.control.md} 0 ${vars.space[3]};

  [data-loading] > & {
    padding-inline-end: calc(${vars.size.control.md} + ${vars.space[5]});
  }
`;

/** Holds the spinner at the end of the input, before the chevron, while results load. */
export const LoadingSlot = styled.span`
  position: absolute;
  inset-inline-end: calc(${vars.size.control.sm} + ${vars.space[2]});
  display: inline-flex;
  align-items: center;
  color: ${vars.color.textMuted};
  pointer-events: none;
`;

export const ComboButton = styled(Button)`
  position: absolute;
  inset-inline-end: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  padding: 0;
  border: none;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
`;

export const EmptyMessage = styled.div`
  padding: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

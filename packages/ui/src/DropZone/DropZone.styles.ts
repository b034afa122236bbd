import { styled } from 'styled-components';
import { DropZone, Text } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledDropZone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: 10rem;
  padding: ${vars.space[6]};
  border: 2px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-align: center;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-hovered] {
    border-color: ${vars.color.text};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
  &[data-drop-target] {
    border-style: solid;
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    color: ${vars.color.textDisabled};
    background: ${vars.color.surfaceSunken};
  }

  @media (forced-colors: active) {
    &[data-drop-target] {
      border-color: Highlight;
    }
  }
`;

export const DropLabel = styled(Text)`
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const DropDescription = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;

import { styled } from 'styled-components';
import { Popover } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-width: min(24rem, 90vw);
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow[2]};
  color: ${vars.color.text};
  z-index: ${vars.z.popover};
  outline: none;
  transition:
    opacity ${vars.motion.duration.fast} ${vars.motion.easing.enter},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.enter};

  &[data-entering],
  &[data-exiting] {
    opacity: 0;
    transform: translateY(-4px);
  }
  &[data-placement='top'][data-entering],
  &[data-placement='top'][data-exiting] {
    transform: translateY(4px);
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const PopoverContent = styled.div`
  padding: ${vars.space[4]};
`;

import { styled } from 'styled-components';
import { Tooltip } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledTooltip = styled(Tooltip)`
  max-width: 18rem;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.background};
  font-size: ${vars.font.size.xs};
  z-index: ${vars.z.tooltip};
  transition: opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-entering],
  &[data-exiting] {
    opacity: 0;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

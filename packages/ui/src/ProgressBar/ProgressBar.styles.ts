import { keyframes, styled } from 'styled-components';
import { Label, ProgressBar } from 'react-aria-components';
import { vars } from '../tokens';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const StyledProgressBar = styled(ProgressBar)`
  --progress-fill: ${vars.color.accent};

  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  min-width: 0;
  width: 100%;
  font-size: ${vars.font.size.sm};

  &[data-tone='success'] {
    --progress-fill: ${vars.color.tone.success.solid};
  }
  &[data-tone='danger'] {
    --progress-fill: ${vars.color.tone.danger.solid};
  }
`;

export const ProgressLabel = styled(Label)`
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const ProgressValue = styled.span`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const ProgressTrack = styled.div`
  grid-column: 1 / -1;
  position: relative;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${vars.color.border};

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export const ProgressFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--progress-fill);
  transition: width ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-indeterminate] {
    width: 40%;
    animation: ${slide} 1.4s ${vars.motion.easing.standard} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-indeterminate] {
      width: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
  @media (forced-colors: active) {
    background: Highlight;
  }
`;

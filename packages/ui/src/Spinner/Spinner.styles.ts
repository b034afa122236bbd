import { styled, keyframes } from 'styled-components';
import { ProgressBar } from 'react-aria-components';
import { vars } from '../tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled(ProgressBar)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: inherit;
`;

export const SpinnerCircle = styled.span`
  display: inline-block;
  width: 1.25em;
  height: 1.25em;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: ${vars.radius.full};
  animation: ${spin} 0.8s linear infinite;

  &[data-size='sm'] {
    width: 1em;
    height: 1em;
  }
  &[data-size='lg'] {
    width: 2rem;
    height: 2rem;
  }

  /* Forced colours would paint the transparent quarter too, leaving a still ring: keep the gap. */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    border-color: CanvasText;
    border-right-color: transparent;
  }

  /* Reduced motion: a slow turn still says "working" without a fast spin. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

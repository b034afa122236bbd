import { styled, keyframes } from 'styled-components';
import { vars } from '../tokens';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

export const SkeletonBlock = styled.span`
  display: block;
  width: 100%;
  height: 1em;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;

  &[data-shape='text'] {
    height: 0.875em;
    margin: 0.3em 0;
  }
  &[data-shape='circle'] {
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${vars.radius.full};
  }
  &[data-shape='rect'] {
    height: 8rem;
    border-radius: ${vars.radius.md};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  @media (forced-colors: active) {
    border: 1px solid GrayText;
  }
`;

export const LoadingRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

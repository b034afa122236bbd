import { styled } from 'styled-components';
import { vars } from '../tokens';

export const StyledTime = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-emphasis='strong'] {
    font-weight: ${vars.font.weight.semibold};
  }
`;

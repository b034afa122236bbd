import { styled } from 'styled-components';

export const StyledDateTime = styled.time`
  font-variant-numeric: tabular-nums;
`;

import { styled } from 'styled-components';
import { vars } from '../tokens';

export const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
`;

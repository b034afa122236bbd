import { styled } from 'styled-components';
import { Input, TextField } from 'react-aria-components';
import { vars } from '../tokens';
import { inputSurface } from '../theme/mixins';

export const StyledTextField = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledInput = styled(Input)`
  ${inputSurface}
  width: 100%;
`;

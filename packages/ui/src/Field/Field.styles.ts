import { styled } from 'styled-components';
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';
import { vars } from '../tokens';

/** Column layout shared by every labelled field. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledLabel = styled(AriaLabel)`
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.danger};
`;

export const StyledDescription = styled(Text)`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

export const StyledFieldError = styled(AriaFieldError)`
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

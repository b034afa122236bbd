import { styled } from 'styled-components';
import { TextArea } from 'react-aria-components';
import { vars } from '../tokens';
import { inputSurface } from '../theme/mixins';

export const StyledTextArea = styled(TextArea)`
  ${inputSurface}
  width: 100%;
  min-height: 6rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  resize: vertical;
  line-height: ${vars.font.lineHeight.normal};

  &[data-monospace] {
    font-family: ${vars.font.family.mono};
    font-size: ${vars.font.size.sm};
  }
`;

import { styled } from 'styled-components';
import { Separator, Toolbar } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledToolbar = styled(Toolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const StyledSeparator = styled(Separator)`
  align-self: stretch;
  margin: 0 ${vars.space[1]};
  border: 0;
  border-inline-start: 1px solid ${vars.color.border};

  &[aria-orientation='horizontal'] {
    margin: ${vars.space[1]} 0;
    border-inline-start: 0;
    border-top: 1px solid ${vars.color.border};
  }
`;

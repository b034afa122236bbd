import { styled } from 'styled-components';
import { Form } from 'react-aria-components';
import { vars } from '../tokens';

export const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const SummaryList = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;

export const SummaryLink = styled.a`
  color: inherit;
  text-decoration: underline;
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: ${vars.focus.offset};
  }
`;

import { styled } from 'styled-components';
import { Link } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const StyledLink = styled(Link)`
  color: ${vars.color.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    text-decoration-thickness: 2px;
  }
  &[data-variant='standalone'] {
    font-weight: ${vars.font.weight.semibold};
    text-decoration: none;
  }
  &[data-variant='standalone'][data-hovered] {
    text-decoration: underline;
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

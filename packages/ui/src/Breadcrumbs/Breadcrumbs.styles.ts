import { styled } from 'styled-components';
import { Link } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const CrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.size.sm};
`;

export const Crumb = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const CrumbLink = styled(Link)`
  border-radius: ${vars.radius.sm};
  color: ${vars.color.link};
  text-decoration: none;
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-current] {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.semibold};
    cursor: default;
    text-decoration: none;
  }
  &[data-disabled]:not([data-current]) {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const Separator = styled.span`
  display: inline-flex;
  padding: 0 ${vars.space[1]};
  color: ${vars.color.textMuted};
`;

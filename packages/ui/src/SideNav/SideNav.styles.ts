import { styled } from 'styled-components';
import { Link } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const NavRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]};
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavSectionTitle = styled.h2`
  margin: 0 0 ${vars.space[1]};
  padding: 0 ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.control.md};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
  &[data-current] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.accent};
    font-weight: ${vars.font.weight.semibold};
    box-shadow: inset 3px 0 0 ${vars.color.accent};
  }

  @media (forced-colors: active) {
    &[data-current] {
      border: 2px solid Highlight;
    }
  }
`;

export const NavIcon = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.25rem;
  justify-content: center;
`;

import { styled } from 'styled-components';
import { Link } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

/** The look of `Tabs`' tab list (Tabs.styles.ts), on a plain list of links. */
export const TabNavList = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  border-bottom: 1px solid ${vars.color.border};
`;

export const TabNavLink = styled(Link)`
  display: block;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: 3px solid transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}

  /* Inside the ring's own box: the list scrolls (overflow-x), which would clip an outer ring. */
  &[data-focus-visible] {
    outline-offset: calc(-1 * ${vars.focus.width});
  }
  &[data-hovered] {
    color: ${vars.color.text};
  }
  &[aria-current='page'] {
    border-bottom-color: ${vars.color.accent};
    color: ${vars.color.accent};
  }
  @media (forced-colors: active) {
    &[aria-current='page'] {
      border-bottom-color: Highlight;
    }
  }
`;

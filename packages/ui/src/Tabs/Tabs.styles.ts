import { styled } from 'styled-components';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const StyledTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const StyledTabList = styled(TabList)`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border};
` as unknown as typeof TabList;

export const StyledTab = styled(Tab)`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: 3px solid transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}

  /* Inside the ring's own box: the tab list scrolls (overflow-x), which would clip an outer ring. */
  &[data-focus-visible] {
    outline-offset: calc(-1 * ${vars.focus.width});
  }
  &[data-hovered] {
    color: ${vars.color.text};
  }
  &[data-selected] {
    border-bottom-color: ${vars.color.accent};
    color: ${vars.color.accent};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    &[data-selected] {
      border-bottom-color: Highlight;
    }
  }
`;

export const StyledTabPanel = styled(TabPanel)`
  border-radius: ${vars.radius.sm};
  ${focusRing}
`;

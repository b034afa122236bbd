import { styled } from 'styled-components';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { vars } from '../tokens';
import { focusRing } from '../theme/mixins';

export const StyledDisclosure = styled(Disclosure)`
  border-bottom: 1px solid ${vars.color.border};
`;

export const StyledDisclosureGroup = styled(DisclosureGroup)`
  border-top: 1px solid ${vars.color.border};
`;

export const DisclosureHeading = styled(Heading)`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;

export const Trigger = styled(Button)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[2]} ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  ${focusRing}

  & > svg {
    flex: none;
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(90deg);
  }
  &[data-hovered] {
    background: ${vars.color.surfaceHover};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const Panel = styled(DisclosurePanel)`
  & > div {
    padding: 0 ${vars.space[1]} ${vars.space[4]} ${vars.space[6]};
    color: ${vars.color.text};
    font-size: ${vars.font.size.sm};
  }
`;

import { styled } from 'styled-components';
import { Header, Menu, MenuItem, MenuSection, Separator } from 'react-aria-components';
import { vars } from '../tokens';

// styled() loses react-aria's item-type generic; the casts below restore the original signature
// (styled adds only `as`/`forwardedAs`, which we do not use).

export const StyledMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  padding: ${vars.space[1]};
  outline: none;
  max-height: inherit;
  overflow: auto;
` as unknown as typeof Menu;

export const StyledMenuItem = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.sm};
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  text-decoration: none;
  cursor: default;
  outline: none;

  &[data-focused] {
    background: ${vars.color.accentSubtle};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: -2px;
  }
  &[data-variant='danger'] {
    color: ${vars.color.danger};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }
  &[data-selected] {
    font-weight: ${vars.font.weight.semibold};
  }

  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
  }
` as unknown as typeof MenuItem;

export const StyledMenuSection = styled(MenuSection)`
  &:not(:first-child) {
    margin-top: ${vars.space[1]};
  }
` as unknown as typeof MenuSection;

export const StyledMenuHeader = styled(Header)`
  padding: ${vars.space[1]} ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const StyledSeparator = styled(Separator)`
  height: 1px;
  margin: ${vars.space[1]} 0;
  border: none;
  background: ${vars.color.border};
`;

export const CheckMark = styled.span`
  display: inline-flex;
  width: 1rem;
  justify-content: center;
`;

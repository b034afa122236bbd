import { css, styled } from 'styled-components';
import {
  ListBox,
  ListBoxItem,
  composeRenderProps,
  type ListBoxItemProps,
} from 'react-aria-components';
import { vars } from '../tokens';

// styled() loses react-aria's item-type generic; the casts restore the original signature.
export const StyledListBox = styled(ListBox)`
  max-height: inherit;
  overflow: auto;
  padding: ${vars.space[1]};
  outline: none;
` as unknown as typeof ListBox;

/** An option's look, keyed on react-aria's data attributes (focused, selected, disabled). */
const optionStyles = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.sm};
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  cursor: default;
  outline: none;

  &[data-focused] {
    background: ${vars.color.accentSubtle};
  }
  &[data-focus-visible] {
    outline: ${vars.focus.width} solid ${vars.color.focus};
    outline-offset: -2px;
  }
  &[data-selected] {
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }

  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;

const StyledItem = styled(ListBoxItem)`
  ${optionStyles}
` as unknown as typeof ListBoxItem;

/** A `Select`'s option (drawn by `SelectOption` with react-aria's `useOption`). */
export const StyledOption = styled.div`
  ${optionStyles}
`;

export const Check = styled.span`
  display: inline-flex;
  width: 1rem;
  justify-content: center;
`;

/** An option of a Select or ComboBox list, with a check mark on the selected one. */
export function Option<T extends object>({
  children,
  ...props
}: Omit<ListBoxItemProps<T>, 'className' | 'style'>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledItem {...props} textValue={textValue} className="studio-Option">
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <Check aria-hidden="true">{isSelected ? '✓' : ''}</Check>
          {content}
        </>
      ))}
    </StyledItem>
  );
}

import { useContext, type ForwardedRef } from 'react';
import { ListStateContext } from 'react-aria-components';
import { useObjectRef, useOption } from 'react-aria';
import type { Node } from 'react-stately';
import { Check, StyledOption } from '../internal/listBox';

export interface SelectOptionProps {
  item: Node<unknown>;
  optionRef: ForwardedRef<HTMLDivElement>;
}

/**
 * One option of the open list, on react-aria's `useOption` with the select's own state: focus,
 * selection, type-ahead and the option's role and state for screen readers are react-aria's.
 * Marked with the data attributes the list box's styles read.
 */
export default function SelectOption({ item, optionRef }: SelectOptionProps) {
  const state = useContext(ListStateContext);
  const ref = useObjectRef(optionRef);
  if (!state) throw new Error('A SelectItem is drawn inside its Select.');
  const { optionProps, isSelected, isDisabled, isFocused, isFocusVisible } = useOption(
    { key: item.key, 'aria-label': item.props?.['aria-label'] },
    state,
    ref,
  );
  return (
    <StyledOption
      {...optionProps}
      ref={ref}
      className="studio-Option"
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <Check aria-hidden="true">{isSelected ? '✓' : ''}</Check>
      {item.rendered}
    </StyledOption>
  );
}

import { useRef } from 'react';
import { useOption } from 'react-aria';
import type { ListState, Node } from 'react-stately';
import { Check, StyledOption } from '../internal/listBox';

export interface SelectOptionProps<T> {
  item: Node<T>;
  state: ListState<T>;
}

/**
 * One option of the open list, on react-aria's `useOption` with the select's own state: focus,
 * selection, type-ahead and the option's role and state for screen readers are react-aria's.
 * Marked with the data attributes the list box's styles read.
 */
export function SelectOption<T>({ item, state }: SelectOptionProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, isSelected, isDisabled, isFocused, isFocusVisible } = useOption(
    { key: item.key, 'aria-label': item['aria-label'] },
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

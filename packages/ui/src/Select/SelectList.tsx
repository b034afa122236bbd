import type { RefObject } from 'react';
import {
  ButtonContext,
  LabelContext,
  ListBoxContext,
  ListStateContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  TextContext,
} from 'react-aria-components';
import type { AriaListBoxOptions } from 'react-aria';
import type { SelectState } from 'react-stately';
import { Popover } from '../Popover';
import { StyledListBox } from '../internal/listBox';

export interface SelectListProps<T> {
  state: SelectState<T>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
  menuProps: AriaListBoxOptions<T>;
}

/**
 * A `Select`'s open list: react-aria's popover anchored to the select's button and its list box
 * on the select's own state (the same collection, selection and focus strategy), so the keyboard
 * and screen reader behaviour is react-aria's. Its own module, fetched when the page is idle or
 * the list first opens (see `Select`).
 */
export default function SelectList<T>({
  state,
  triggerRef,
  listRef,
  menuProps,
}: SelectListProps<T>) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'Select',
            triggerRef,
            scrollRef: listRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
        [ListBoxContext, { ...menuProps, ref: listRef }],
        [ListStateContext, state],
        // The field's label, button and texts are not the list's.
        [LabelContext, null],
        [ButtonContext, null],
        [TextContext, null],
      ]}
    >
      <Popover className="studio-Select-popover">
        <StyledListBox />
      </Popover>
    </Provider>
  );
}

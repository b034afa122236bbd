import type { RefObject } from 'react';
import { OverlayTriggerStateContext, PopoverContext, Provider } from 'react-aria-components';
import { useListBox, type AriaListBoxOptions } from 'react-aria';
import type { SelectState } from 'react-stately';
import { Popover } from '../Popover';
import { SelectListBox } from './Select.styles';
import { SelectOption } from './SelectOption';

export interface SelectListProps<T> {
  state: SelectState<T>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
  menuProps: AriaListBoxOptions<T>;
}

/**
 * A `Select`'s open list: react-aria's popover anchored to the select's button, and a list box on
 * react-aria's `useListBox` with the select's own state (the same collection, selection and focus
 * strategy), so the keyboard and screen reader behaviour is react-aria's. Its own module, fetched
 * when the page is idle or the list first opens (see `Select`).
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
      ]}
    >
      <Popover className="studio-Select-popover">
        <SelectOptions state={state} listRef={listRef} menuProps={menuProps} />
      </Popover>
    </Provider>
  );
}

function SelectOptions<T>({ state, listRef, menuProps }: Omit<SelectListProps<T>, 'triggerRef'>) {
  const { listBoxProps } = useListBox(menuProps, state, listRef);
  return (
    <SelectListBox {...listBoxProps} ref={listRef} className="studio-ListBox">
      {[...state.collection].map((item) => (
        <SelectOption key={item.key} item={item} state={state} />
      ))}
    </SelectListBox>
  );
}

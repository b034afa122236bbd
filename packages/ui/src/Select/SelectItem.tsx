import { lazy, type ForwardedRef, type ReactNode } from 'react';
import { createLeafComponent, type Key } from 'react-aria-components';
import type { Node } from 'react-stately';

export interface SelectItemProps {
  /** The option's key: what `selectedKey` and `onSelectionChange` speak of. */
  id?: Key;
  /** The option's text for type-ahead and the screen reader; the text itself when it is one. */
  textValue?: string;
  isDisabled?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}

/** The option as the open list draws it (react-aria's `useOption`), fetched with the list. */
const SelectOption = lazy(() => import('./SelectOption'));

/**
 * The collection entry: react-aria collects it as the page renders (so the closed select knows
 * every option's key and text), and draws it only inside the open list.
 */
const SelectItemNode = createLeafComponent(
  'item',
  function SelectItemNode(
    props: SelectItemProps,
    ref: ForwardedRef<HTMLDivElement>,
    item: Node<unknown>,
  ) {
    return <SelectOption item={item} optionRef={ref} />;
  },
);

/** An option of a `Select`. */
export function SelectItem({ textValue, ...props }: SelectItemProps) {
  return (
    <SelectItemNode
      {...props}
      textValue={textValue ?? (typeof props.children === 'string' ? props.children : undefined)}
    />
  );
}

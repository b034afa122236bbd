import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';

export interface SelectItemProps {
  /** The option's key: what `selectedKey` and `onSelectionChange` speak of. */
  id?: Key;
  /** The option's text for type-ahead and the screen reader; the text itself when it is one. */
  textValue?: string;
  isDisabled?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The option's entry in react-stately's collection, which the select builds from its children as
 * it renders (so the closed select knows every option's key and text). The element draws nothing
 * itself: the open list draws each entry (`SelectOption`, fetched with the list).
 */
function* getCollectionNode(props: SelectItemProps) {
  const textValue =
    props.textValue ??
    (typeof props.children === 'string' ? props.children : undefined) ??
    props['aria-label'] ??
    '';
  yield {
    type: 'item',
    key: props.id,
    props,
    rendered: props.children,
    textValue,
    'aria-label': props['aria-label'],
    hasChildNodes: false,
  };
}

/** An option of a `Select`. */
export const SelectItem: ((props: SelectItemProps) => null) & {
  getCollectionNode: typeof getCollectionNode;
} = Object.assign(() => null, { getCollectionNode });

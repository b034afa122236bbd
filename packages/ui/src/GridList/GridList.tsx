import type { ReactNode } from 'react';
import type {
  GridListItemProps as AriaGridListItemProps,
  GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { StyledGridList, StyledGridListItem } from './GridList.styles';
import { classNames } from '../internal/classNames';

export interface GridListProps<T extends object> extends Omit<
  AriaGridListProps<T>,
  'className' | 'style' | 'render'
> {
  /** Shown when there are no items ("No videos match these filters"). */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A list or gallery of interactive items (library videos): react-aria's `GridList`. With
 * `layout="grid"` arrow keys move in two dimensions across the gallery; selection, actions and
 * links per item come from react-aria.
 */
export function GridList<T extends object>({ emptyText, className, ...props }: GridListProps<T>) {
  return (
    <StyledGridList
      // styled() drops react-aria's item generic; items and children keep the caller's type.
      {...(props as AriaGridListProps<unknown>)}
      renderEmptyState={props.renderEmptyState ?? (emptyText ? () => emptyText : undefined)}
      className={classNames('studio-GridList', className)}
    />
  );
}

export interface GridListItemProps extends Omit<
  AriaGridListItemProps,
  'className' | 'style' | 'render' | 'children'
> {
  /** Plain text for type-ahead and screen readers when the content is richer (a thumbnail card). */
  textValue: string;
  children: ReactNode;
  className?: string;
}

export function GridListItem({ className, ...props }: GridListItemProps) {
  return (
    <StyledGridListItem {...props} className={classNames('studio-GridList-item', className)} />
  );
}

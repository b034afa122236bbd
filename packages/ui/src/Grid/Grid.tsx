import type { HTMLAttributes, ReactNode } from 'react';
import { GridRoot, type GRID_MIN_COLUMN_WIDTHS } from './Grid.styles';
import { classNames } from '../internal/classNames';
import type { LayoutElement, SpaceToken } from '../internal/layout';

export type GridColumnWidth = keyof typeof GRID_MIN_COLUMN_WIDTHS;

export interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children?: ReactNode;
  /** Space between rows and columns; defaults to 4 (1rem). */
  gap?: SpaceToken;
  /**
   * Responsive: as many columns as fit, each at least this wide (xs 10rem, sm 14rem, md 18rem,
   * lg 24rem), one column on a narrow screen. Wins over `columns`.
   */
  minColumnWidth?: GridColumnWidth;
  /** A fixed number of equal columns, whatever the width; defaults to 1. */
  columns?: 1 | 2 | 3 | 4 | 6;
  /** The element rendered (`ul` for a list of cards, `dl` for terms); defaults to `div`. */
  elementType?: LayoutElement;
  className?: string;
}

/** Children in equal columns: responsive by minimum column width, or a fixed count. */
export function Grid({
  children,
  gap = 4,
  minColumnWidth,
  columns = 1,
  elementType = 'div',
  className,
  ...rest
}: GridProps) {
  return (
    <GridRoot
      {...rest}
      as={elementType}
      data-gap={gap}
      data-columns={minColumnWidth ? undefined : columns}
      data-min-column-width={minColumnWidth}
      className={classNames('studio-Grid', className)}
    >
      {children}
    </GridRoot>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { InlineRoot } from './Inline.styles';
import { classNames } from '../internal/classNames';
import type { LayoutElement, SpaceToken } from '../internal/layout';

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children?: ReactNode;
  /** Space between children, across and between lines; defaults to 2 (0.5rem). */
  gap?: SpaceToken;
  /** Vertical alignment of the children in a line; defaults to `center`. */
  align?: 'center' | 'start' | 'end' | 'baseline' | 'stretch';
  /** Where the children sit along the line; `between` pushes the first and last apart. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Children move to a new line when the row is full (the default); `false` keeps one line. */
  wrap?: boolean;
  /** The element rendered; defaults to `div`. */
  elementType?: LayoutElement;
  className?: string;
}

/** Children in a row that wraps, with a gap from the spacing scale: buttons, tags, links. */
export function Inline({
  children,
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  elementType = 'div',
  className,
  ...rest
}: InlineProps) {
  return (
    <InlineRoot
      {...rest}
      as={elementType}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap}
      className={classNames('studio-Inline', className)}
    >
      {children}
    </InlineRoot>
  );
}

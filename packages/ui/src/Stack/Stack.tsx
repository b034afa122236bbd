import type { HTMLAttributes, ReactNode } from 'react';
import { StackRoot } from './Stack.styles';
import { classNames } from '../internal/classNames';
import type { LayoutElement, SpaceToken } from '../internal/layout';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children?: ReactNode;
  /** Space between children, a step of the spacing scale; defaults to 4 (1rem). */
  gap?: SpaceToken;
  /** Cross-axis alignment of the children; `stretch` (the default) makes them full width. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** Where the children sit along the column when it is taller than they are. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** At least the height of the viewport (a page of its own: sign-in, start-up). */
  isFullHeight?: boolean;
  /** The element rendered, so the page keeps its landmarks and lists; defaults to `div`. */
  elementType?: LayoutElement;
  className?: string;
}

/** Children in a column with a steady gap from the spacing scale. */
export function Stack({
  children,
  gap = 4,
  align = 'stretch',
  justify = 'start',
  isFullHeight,
  elementType = 'div',
  className,
  ...rest
}: StackProps) {
  return (
    <StackRoot
      {...rest}
      as={elementType}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-full-height={isFullHeight || undefined}
      className={classNames('studio-Stack', className)}
    >
      {children}
    </StackRoot>
  );
}

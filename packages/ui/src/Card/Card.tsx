import { useId, type ReactNode } from 'react';
import { CardDescription, CardFooter, CardHeader, CardRoot, CardTitle } from './Card.styles';
import { classNames } from '../internal/classNames';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** The heading level that fits the page outline; defaults to 2. */
  headingLevel?: HeadingLevel;
  /** Actions placed beside the title (a menu, a button). */
  actions?: ReactNode;
  footer?: ReactNode;
  padding?: 'none' | 'compact' | 'regular';
  children?: ReactNode;
  className?: string;
}

/**
 * A surface that groups related content. With a title it becomes a labelled `section`, so screen
 * reader users can find it among the page's regions.
 */
export function Card({
  title,
  description,
  headingLevel = 2,
  actions,
  footer,
  padding = 'regular',
  children,
  className,
}: CardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title || actions);
  return (
    <CardRoot
      as={title ? 'section' : 'div'}
      aria-labelledby={title ? titleId : undefined}
      data-padding={padding}
      className={classNames('studio-Card', className)}
    >
      {hasHeader && (
        <CardHeader className="studio-Card-header">
          <div>
            {title && (
              <CardTitle as={`h${headingLevel}`} id={titleId} className="studio-Card-title">
                {title}
              </CardTitle>
            )}
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions}
        </CardHeader>
      )}
      {children}
      {footer && <CardFooter className="studio-Card-footer">{footer}</CardFooter>}
    </CardRoot>
  );
}

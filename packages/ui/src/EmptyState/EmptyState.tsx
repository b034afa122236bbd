import type { ReactNode } from 'react';
import {
  EmptyActions,
  EmptyDescription,
  EmptyIllustration,
  EmptyRoot,
  EmptyTitle,
} from './EmptyState.styles';
import { classNames } from '../internal/classNames';
import type { HeadingLevel } from '../Card';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative illustration or icon; hidden from screen readers. */
  illustration?: ReactNode;
  /** What to do next (create the first item, clear the filters). */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** What a list or page shows when it has nothing in it yet, and the way forward. */
export function EmptyState({
  title,
  description,
  illustration,
  actions,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <EmptyRoot className={classNames('studio-EmptyState', className)}>
      {illustration && <EmptyIllustration aria-hidden="true">{illustration}</EmptyIllustration>}
      <EmptyTitle as={`h${headingLevel}`}>{title}</EmptyTitle>
      {description && <EmptyDescription>{description}</EmptyDescription>}
      {actions && <EmptyActions>{actions}</EmptyActions>}
    </EmptyRoot>
  );
}

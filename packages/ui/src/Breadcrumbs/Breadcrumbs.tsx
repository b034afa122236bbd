import type { Key } from 'react-aria-components';
import { Crumb, CrumbLink, Separator, StyledBreadcrumbs } from './Breadcrumbs.styles';
import { classNames } from '../internal/classNames';
import { ChevronIcon } from '../internal/icons';

export interface BreadcrumbItem {
  id: Key;
  label: string;
  /** Where the crumb leads; the last crumb is the current page and needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark ("Breadcrumbs"). */
  'aria-label': string;
  /** For crumbs without `href`, or to navigate in the app instead of following the link. */
  onAction?: (id: Key) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Where the page sits in the hierarchy: a labelled `nav` around react-aria's `Breadcrumbs`, which
 * marks the last crumb `aria-current="page"`. Links go through the app's `RouterProvider`.
 */
export function Breadcrumbs({
  items,
  onAction,
  isDisabled,
  className,
  ...props
}: BreadcrumbsProps) {
  const lastId = items[items.length - 1]?.id;
  return (
    <nav aria-label={props['aria-label']} className={classNames('studio-Breadcrumbs', className)}>
      <StyledBreadcrumbs onAction={onAction} isDisabled={isDisabled}>
        {items.map((item) => (
          <Crumb key={item.id} id={item.id} className="studio-Breadcrumbs-item">
            <CrumbLink href={item.id === lastId ? undefined : item.href}>{item.label}</CrumbLink>
            {item.id !== lastId && (
              <Separator aria-hidden="true">
                <ChevronIcon size={12} />
              </Separator>
            )}
          </Crumb>
        ))}
      </StyledBreadcrumbs>
    </nav>
  );
}

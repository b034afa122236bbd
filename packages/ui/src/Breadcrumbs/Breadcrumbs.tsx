import type { Key } from 'react-aria-components';
import { Crumb, CrumbLink, Separator, StyledBreadcrumbs } from './Breadcrumbs.styles';
import { classNames } from '../internal/classNames';

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
                <ChevronIcon />
              </Separator>
            )}
          </Crumb>
        ))}
      </StyledBreadcrumbs>
    </nav>
  );
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4.5 2.5L8 6l-3.5 3.5" />
    </svg>
  );
}

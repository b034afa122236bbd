import type { Key } from 'react-aria-components';
import { Crumb, CrumbLink, CrumbList, Separator } from './Breadcrumbs.styles';
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
 * Where the page sits in the hierarchy: a labelled `nav` around a list of react-aria `Link`s, the
 * last marked `aria-current="page"` (and not a link to follow). Links go through the app's
 * `RouterProvider`. A plain list rather than react-aria's `Breadcrumbs` collection: the crumbs are
 * known as the page renders, and the collection machinery (about 4.5 kB gzip) would come with
 * every page that shows them (docs/performance.md).
 */
export function Breadcrumbs({
  items,
  onAction,
  isDisabled,
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={props['aria-label']} className={classNames('studio-Breadcrumbs', className)}>
      <CrumbList>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <Crumb
              key={item.id}
              className="studio-Breadcrumbs-item"
              data-current={isCurrent || undefined}
              data-disabled={isDisabled || isCurrent || undefined}
            >
              <CrumbLink
                href={isCurrent ? undefined : item.href}
                aria-current={isCurrent ? 'page' : undefined}
                isDisabled={isDisabled || isCurrent}
                onPress={() => onAction?.(item.id)}
              >
                {item.label}
              </CrumbLink>
              {!isCurrent && (
                <Separator aria-hidden="true">
                  <ChevronIcon size={12} />
                </Separator>
              )}
            </Crumb>
          );
        })}
      </CrumbList>
    </nav>
  );
}

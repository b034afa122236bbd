import type { ReactNode } from 'react';
import {
  HeaderActions,
  HeaderDescription,
  HeaderRoot,
  HeaderRow,
  HeaderTitle,
} from './PageHeader.styles';
import { classNames } from '../internal/classNames';

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Breadcrumbs shown above the title. */
  breadcrumbs?: ReactNode;
  /** Primary actions for the page (buttons, a menu). */
  actions?: ReactNode;
  /** Tabs or filters under the title. */
  children?: ReactNode;
  className?: string;
}

/** Title block at the top of a page. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  actions,
  children,
  className,
}: PageHeaderProps) {
  return (
    <HeaderRoot className={classNames('studio-PageHeader', className)}>
      {breadcrumbs}
      <HeaderRow>
        <div>
          <HeaderTitle className="studio-PageHeader-title">{title}</HeaderTitle>
          {description && <HeaderDescription>{description}</HeaderDescription>}
        </div>
        {actions && <HeaderActions className="studio-PageHeader-actions">{actions}</HeaderActions>}
      </HeaderRow>
      {children}
    </HeaderRoot>
  );
}

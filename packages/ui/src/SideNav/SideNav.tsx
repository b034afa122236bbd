import { useId, type ReactNode } from 'react';
import { NavIcon, NavLink, NavList, NavRoot, NavSectionTitle } from './SideNav.styles';
import { classNames } from '../internal/classNames';

export interface SideNavProps {
  /** Names the navigation landmark ("Main"). */
  label: string;
  /** `SideNavItem`s and `SideNavSection`s. */
  children: ReactNode;
  className?: string;
}

/**
 * The studio's primary navigation. Items are react-aria links: the app makes them route
 * client-side by wrapping itself in `RouterProvider`; no render prop or router import here.
 */
export function SideNav({ label, children, className }: SideNavProps) {
  return (
    <NavRoot aria-label={label} className={classNames('studio-SideNav', className)}>
      <NavList>{children}</NavList>
    </NavRoot>
  );
}

export interface SideNavItemProps {
  href: string;
  /** The page being shown: marked with `aria-current="page"`. */
  isCurrent?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

export function SideNavItem({ href, isCurrent, icon, children }: SideNavItemProps) {
  return (
    <li>
      <NavLink
        href={href}
        aria-current={isCurrent ? 'page' : undefined}
        className="studio-SideNav-item"
      >
        {icon && <NavIcon aria-hidden="true">{icon}</NavIcon>}
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

export interface SideNavSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled group of items (e.g. "Library", "Settings"). */
export function SideNavSection({ title, children }: SideNavSectionProps) {
  const titleId = useId();
  return (
    <li className="studio-SideNav-section">
      <NavSectionTitle id={titleId}>{title}</NavSectionTitle>
      <NavList aria-labelledby={titleId}>{children}</NavList>
    </li>
  );
}

export { SideNav, SideNavItem, SideNavSection } from './SideNav';
export type { SideNavProps, SideNavItemProps, SideNavSectionProps } from './SideNav';

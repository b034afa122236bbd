export { TabNav } from './TabNav';
export type { TabNavProps, TabNavItem } from './TabNav';

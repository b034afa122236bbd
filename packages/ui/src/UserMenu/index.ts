export { UserMenu } from './UserMenu';
export type { UserMenuProps } from './UserMenu';

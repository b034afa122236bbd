export { GridList, GridListItem } from './GridList';
export type { GridListProps, GridListItemProps } from './GridList';

export { GridList, GridListItem } from './GridList';
export type { GridListProps, GridListItemProps } from './GridList';
export { useGridListReorder } from './useGridListReorder';
export type { DragAndDropHooks, GridListReorderOptions } from './useGridListReorder';

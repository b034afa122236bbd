export { Toolbar, ToolbarSeparator } from './Toolbar';
export type { ToolbarProps } from './Toolbar';

export { Grid } from './Grid';
export type { GridProps, GridColumnWidth } from './Grid';

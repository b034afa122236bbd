export { Stack } from './Stack';
export type { StackProps } from './Stack';
export type { LayoutElement, SpaceToken } from '../internal/layout';

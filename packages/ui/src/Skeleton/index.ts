export { Skeleton, SkeletonGroup } from './Skeleton';
export type { SkeletonProps, SkeletonShape, SkeletonGroupProps } from './Skeleton';

import type { CSSProperties, ReactNode } from 'react';
import { LoadingRegion, SkeletonBlock } from './Skeleton.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import { classNames } from '../internal/classNames';

export type SkeletonShape = 'text' | 'circle' | 'rect';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Any CSS length; defaults to the full width. */
  width?: string;
  height?: string;
  className?: string;
}

/** A placeholder block in the shape of content that is loading. Invisible to screen readers. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <SkeletonBlock
      aria-hidden="true"
      data-shape={shape}
      style={style}
      className={classNames('studio-Skeleton', className)}
    />
  );
}

export interface SkeletonGroupProps {
  /** Announced once to screen readers while loading ("Loading events"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/** Wraps skeletons so assistive technology hears one busy status instead of nothing. */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <LoadingRegion
      role="status"
      aria-busy="true"
      className={classNames('studio-SkeletonGroup', className)}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </LoadingRegion>
  );
}

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
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
  /** Announced once to screen readers when the group appears ("Loading events"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * Wraps skeletons so assistive technology hears one loading status instead of nothing.
 *
 * A live region announces changes to its content, not the content it is created with, so the
 * status is rendered empty and the label goes in on the next frame, once the region is in the
 * accessibility tree: that change is what screen readers speak. The status is not `aria-busy`,
 * since screen readers may hold back a busy region's changes until it stops being busy.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const [isLabelShown, setLabelShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLabelShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <LoadingRegion className={classNames('studio-SkeletonGroup', className)}>
      <VisuallyHidden role="status">{isLabelShown ? label : null}</VisuallyHidden>
      {children}
    </LoadingRegion>
  );
}

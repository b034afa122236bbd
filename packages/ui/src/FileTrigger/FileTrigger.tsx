import type { ReactNode } from 'react';
import {
  FileTrigger as AriaFileTrigger,
  type FileTriggerProps as AriaFileTriggerProps,
} from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { classNames } from '../internal/classNames';

export interface FileTriggerProps extends Omit<AriaFileTriggerProps, 'children' | 'onSelect'> {
  /** The button's text ("Choose a video"). */
  children: ReactNode;
  /**
   * The chosen files as an array. Not called when the person cancels the chooser: react-aria
   * empties the input before opening it, so a cancelled chooser changes nothing.
   */
  onSelect?: (files: File[]) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A button that opens the system file chooser: react-aria's `FileTrigger` around the design
 * system's `Button`. `acceptedFileTypes` narrows the chooser (e.g. `['video/mp4']`).
 */
export function FileTrigger({
  children,
  onSelect,
  variant,
  size,
  isDisabled,
  className,
  ...props
}: FileTriggerProps) {
  return (
    <AriaFileTrigger {...props} onSelect={(list) => onSelect?.(list ? Array.from(list) : [])}>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        className={classNames('studio-FileTrigger', className)}
      >
        {children}
      </Button>
    </AriaFileTrigger>
  );
}

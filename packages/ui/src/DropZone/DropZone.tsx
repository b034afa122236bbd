import type { ReactNode } from 'react';
import {
  isFileDropItem,
  type DropItem,
  type DropZoneProps as AriaDropZoneProps,
  type FileDropItem,
} from 'react-aria-components';
import { DropDescription, DropLabel, StyledDropZone } from './DropZone.styles';
import { classNames } from '../internal/classNames';

export interface DropZoneProps extends Omit<
  AriaDropZoneProps,
  'className' | 'style' | 'children' | 'getDropOperation' | 'onDrop'
> {
  /** What to drop, shown and used as the zone's accessible name ("Drop an MP4 video here"). */
  label: ReactNode;
  description?: ReactNode;
  /** MIME types the zone takes; others are refused while dragging. Any file when omitted. */
  acceptedFileTypes?: readonly string[];
  /** Take every dropped file instead of the first one only. */
  allowsMultiple?: boolean;
  /** The dropped (or pasted) files of an accepted type. */
  onDropFiles?: (files: File[]) => void;
  /** Extra content, usually a `FileTrigger` for people who do not drag. */
  children?: ReactNode;
  className?: string;
}

/** Keeps the file items whose type is accepted (all files when no types are given). */
export function acceptedFileItems(
  items: readonly DropItem[],
  acceptedFileTypes?: readonly string[],
): FileDropItem[] {
  return items
    .filter(isFileDropItem)
    .filter((item) => !acceptedFileTypes || acceptedFileTypes.includes(item.type));
}

/** Copy when the drag carries an accepted type, otherwise refuse it while it is still in the air. */
export function dropOperationFor(
  types: { has(type: string): boolean },
  acceptedFileTypes?: readonly string[],
): 'copy' | 'cancel' {
  return !acceptedFileTypes || acceptedFileTypes.some((type) => types.has(type))
    ? 'copy'
    : 'cancel';
}

/** The files a drop delivers: accepted types only, and only the first unless `allowsMultiple`. */
export async function filesOfDrop(
  items: readonly DropItem[],
  {
    acceptedFileTypes,
    allowsMultiple,
  }: Pick<DropZoneProps, 'acceptedFileTypes' | 'allowsMultiple'>,
): Promise<File[]> {
  const accepted = acceptedFileItems(items, acceptedFileTypes);
  return Promise.all(
    (allowsMultiple ? accepted : accepted.slice(0, 1)).map((item) => item.getFile()),
  );
}

/**
 * An area that takes dropped files: react-aria's `DropZone`, so dropping also works from the
 * keyboard and screen readers (focus the zone and paste). Refuses types it does not accept.
 */
export function DropZone({
  label,
  description,
  acceptedFileTypes,
  allowsMultiple,
  onDropFiles,
  children,
  className,
  ...props
}: DropZoneProps) {
  return (
    <StyledDropZone
      {...props}
      className={classNames('studio-DropZone', className)}
      getDropOperation={(types) => dropOperationFor(types, acceptedFileTypes)}
      onDrop={async (event) => {
        const files = await filesOfDrop(event.items, { acceptedFileTypes, allowsMultiple });
        if (files.length > 0) onDropFiles?.(files);
      }}
    >
      <DropUploadIcon />
      <DropLabel slot="label" className="studio-DropZone-label">
        {label}
      </DropLabel>
      {description && (
        <DropDescription className="studio-DropZone-description">{description}</DropDescription>
      )}
      {children}
    </StyledDropZone>
  );
}

function DropUploadIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
      <path d="M4 14v4a2 2 0 002 2h12a2 2 0 002-2v-4" />
    </svg>
  );
}

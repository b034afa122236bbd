import type { ReactNode } from 'react';
import type { ToastRegionProps as AriaToastRegionProps } from 'react-aria-components';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
} from 'react-aria-components';
import { CloseIcon, ToneIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';
import {
  StyledToastRegion,
  ToastBody,
  ToastDismissButton,
  ToastIcon,
  ToastRoot,
  ToastTitle,
} from './Toast.styles';
import { type ToastContent, type ToastQueue, toastQueue } from './toast-queue';

export interface ToastRegionProps extends Omit<
  AriaToastRegionProps<ToastContent>,
  'queue' | 'children' | 'className' | 'style' | 'render'
> {
  queue?: ToastQueue;
  /** Name of the notifications landmark ("Notifications"). */
  'aria-label': string;
  /** Accessible name of each toast's close button ("Dismiss"). */
  dismissLabel: string;
  className?: string;
  /** Optional leading content per toast, e.g. an action; receives the toast's content. */
  renderAction?: (content: ToastContent) => ReactNode;
}

const toneIcon = { info: 'info', success: 'success', warning: 'warning', error: 'danger' } as const;

/**
 * Where the toasts of a queue appear: react-aria's toast region (an F6-reachable landmark that
 * keeps focus when a toast closes). Each toast is announced politely and closes with its button
 * or after its timeout.
 */
export function ToastRegion({
  queue = toastQueue,
  dismissLabel,
  renderAction,
  className,
  ...props
}: ToastRegionProps) {
  return (
    <StyledToastRegion
      {...props}
      queue={queue}
      className={classNames('studio-ToastRegion', className)}
    >
      {({ toast }) => {
        // styled() drops react-aria's content generic; this region's queue only holds ToastContent.
        const content = toast.content as ToastContent;
        const tone = content.tone ?? 'info';
        return (
          <AriaToast
            toast={toast}
            render={(domProps) => <ToastRoot {...domProps} data-tone={tone} />}
            className="studio-Toast"
          >
            <ToastIcon>
              <ToneIcon tone={toneIcon[tone]} />
            </ToastIcon>
            <AriaToastContent aria-live="polite" render={(domProps) => <ToastBody {...domProps} />}>
              <ToastTitle slot="title" className="studio-Toast-title">
                {content.title}
              </ToastTitle>
              {content.description && (
                <Text slot="description" className="studio-Toast-description">
                  {content.description}
                </Text>
              )}
              {renderAction?.(content)}
            </AriaToastContent>
            <ToastDismissButton slot="close" aria-label={dismissLabel}>
              <CloseIcon />
            </ToastDismissButton>
          </AriaToast>
        );
      }}
    </StyledToastRegion>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { BannerBody, BannerIcon, BannerRoot, BannerTitle, DismissButton } from './Banner.styles';
import { CloseIcon, ToneIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

export interface BannerProps {
  tone?: BannerTone;
  /** Name of the banner's region; the title names it when there is one. */
  'aria-label'?: string;
  title?: ReactNode;
  children: ReactNode;
  /** A link or button placed after the message ("Update your browser"). */
  action?: ReactNode;
  /**
   * `top` sticks to the top of the viewport above every other layer (z-index `banner`, 1000),
   * as the unsupported-browser banner does; `inline` stays in the page flow.
   */
  placement?: 'top' | 'inline';
  /** Controlled visibility, e.g. from the locally kept "banner hidden" flag. */
  isOpen?: boolean;
  /** Accessible name of the close button ("Dismiss"). Without it the banner cannot be closed. */
  dismissLabel?: string;
  /** Called when the person closes the banner; store it to keep the banner hidden next time. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * A page-wide message in a labelled region. With `dismissLabel` it has a close button; closing
 * hides it (unless `isOpen` is controlled) and calls `onDismiss`.
 */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  placement = 'inline',
  isOpen,
  dismissLabel,
  onDismiss,
  className,
  ...props
}: BannerProps) {
  const titleId = useId();
  const [isDismissed, setDismissed] = useState(false);
  if (isOpen === false || (isOpen === undefined && isDismissed)) return null;

  return (
    <BannerRoot
      aria-label={title ? undefined : props['aria-label']}
      aria-labelledby={title ? titleId : undefined}
      data-tone={tone}
      data-placement={placement}
      className={classNames('studio-Banner', className)}
    >
      <BannerIcon>
        <ToneIcon tone={tone} />
      </BannerIcon>
      <BannerBody>
        {title && (
          <BannerTitle id={titleId} className="studio-Banner-title">
            {title}
          </BannerTitle>
        )}
        <span className="studio-Banner-message">{children}</span>
        {action}
      </BannerBody>
      {dismissLabel && (
        <DismissButton
          className="studio-Banner-dismiss"
          aria-label={dismissLabel}
          onPress={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <CloseIcon />
        </DismissButton>
      )}
    </BannerRoot>
  );
}

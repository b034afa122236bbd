import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { composeRenderProps } from 'react-aria-components';
import { StyledButton } from './Button.styles';
import { Spinner } from '../Spinner';
import { SpinnerCircle } from '../Spinner/Spinner.styles';
import { classNames } from '../internal/classNames';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Announced with the button's name while `isPending` ("Saving"). Without it the spinner is only
   * visual and react-aria still announces the pending state change.
   */
  pendingLabel?: string;
  /** For a button whose only child is an icon: it must then carry an `aria-label`. */
  isIconOnly?: boolean;
  className?: string;
}

/** A button on react-aria's `Button`: press, keyboard, focus ring and pending state included. */
export function Button({
  variant = 'secondary',
  size = 'md',
  pendingLabel,
  isIconOnly,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      {...props}
      className={classNames('studio-Button', className)}
      data-variant={variant}
      data-size={size}
      data-icon-only={isIconOnly || undefined}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending &&
            (pendingLabel ? (
              <Spinner size="sm" label={pendingLabel} />
            ) : (
              <SpinnerCircle data-size="sm" aria-hidden="true" />
            ))}
          {content}
        </>
      ))}
    </StyledButton>
  );
}

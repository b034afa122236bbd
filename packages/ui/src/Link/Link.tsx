import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { StyledLink } from './Link.styles';
import { classNames } from '../internal/classNames';

export type LinkVariant = 'inline' | 'standalone';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /** `inline` sits in running text (always underlined); `standalone` stands on its own. */
  variant?: LinkVariant;
  className?: string;
}

/**
 * A link on react-aria's `Link`. An `href` navigates through the app's router when the app wraps
 * itself in `RouterProvider`; without `href` it acts like a button with link styling.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <StyledLink
      {...props}
      className={classNames('studio-Link', className)}
      data-variant={variant}
    />
  );
}

import type { DisclosureGroupProps as AriaDisclosureGroupProps } from 'react-aria-components';
import { StyledDisclosureGroup } from './Disclosure.styles';
import { classNames } from '../internal/classNames';

export interface DisclosureGroupProps extends Omit<
  AriaDisclosureGroupProps,
  'className' | 'style' | 'render'
> {
  className?: string;
}

/** An accordion of `Disclosure`s: one open at a time unless `allowsMultipleExpanded`. */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <StyledDisclosureGroup {...props} className={classNames('studio-DisclosureGroup', className)} />
  );
}

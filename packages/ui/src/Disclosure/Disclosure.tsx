import type { ReactNode } from 'react';
import type { DisclosureProps as AriaDisclosureProps } from 'react-aria-components';
import { DisclosureHeading, Panel, StyledDisclosure, Trigger } from './Disclosure.styles';
import { classNames } from '../internal/classNames';
import { ChevronIcon } from '../internal/icons';

export interface DisclosureProps extends Omit<
  AriaDisclosureProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** The always-visible heading that shows or hides the content ("Advanced encoder settings"). */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * A section whose content can be shown or hidden: react-aria's `Disclosure` (a heading with an
 * `aria-expanded` button controlling its panel). Several of them form an accordion in a
 * `DisclosureGroup`.
 */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  className,
  ...props
}: DisclosureProps) {
  return (
    <StyledDisclosure {...props} className={classNames('studio-Disclosure', className)}>
      <DisclosureHeading level={headingLevel}>
        <Trigger slot="trigger" className="studio-Disclosure-trigger">
          <ChevronIcon />
          {title}
        </Trigger>
      </DisclosureHeading>
      <Panel className="studio-Disclosure-panel">
        <div>{children}</div>
      </Panel>
    </StyledDisclosure>
  );
}

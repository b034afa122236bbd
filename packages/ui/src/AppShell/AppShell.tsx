import type { MouseEvent, ReactNode } from 'react';
import {
  ShellBanner,
  ShellHeader,
  ShellMain,
  ShellNav,
  ShellRoot,
  SkipLink,
} from './AppShell.styles';
import { classNames } from '../internal/classNames';

export interface AppShellProps {
  /** Text of the "skip to content" link, the first stop for keyboard users. */
  skipToContentLabel: string;
  /** Header content: product name or logo on one side, `UserMenu` on the other. */
  header: ReactNode;
  /** Usually a `SideNav`. */
  navigation: ReactNode;
  /** A page-wide banner above everything (e.g. the unsupported-browser notice). */
  banner?: ReactNode;
  children: ReactNode;
  /** Id of the main landmark, target of the skip link. */
  mainId?: string;
  className?: string;
}

/** The authenticated page frame: banner, header, side navigation and the main landmark. */
export function AppShell({
  skipToContentLabel,
  header,
  navigation,
  banner,
  children,
  mainId = 'studio-main',
  className,
}: AppShellProps) {
  // Focus the main landmark itself so the next Tab continues inside the content.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <ShellRoot className={classNames('studio-AppShell', className)}>
      <SkipLink href={`#${mainId}`} onClick={skipToMain} className="studio-AppShell-skip">
        {skipToContentLabel}
      </SkipLink>
      {banner && <ShellBanner className="studio-AppShell-banner">{banner}</ShellBanner>}
      <ShellHeader className="studio-AppShell-header">{header}</ShellHeader>
      <ShellNav className="studio-AppShell-nav">{navigation}</ShellNav>
      <ShellMain id={mainId} tabIndex={-1} className="studio-AppShell-main">
        {children}
      </ShellMain>
    </ShellRoot>
  );
}

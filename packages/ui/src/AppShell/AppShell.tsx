import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  ShellBanner,
  ShellGrid,
  ShellHeader,
  ShellHeaderContent,
  ShellMain,
  ShellMenuToggle,
  ShellNav,
  ShellRoot,
  SkipLink,
} from './AppShell.styles';
import { Button } from '../Button';
import { MenuIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

/**
 * The narrow-screen drawer (react-aria's modal overlay, focus containment, scroll locking) is
 * fetched the first time the menu button is pressed: on wide screens it never is, and every
 * signed-in page renders without it (docs/performance.md).
 */
const ShellDrawer = lazy(() => import('./ShellDrawer'));

export interface AppShellProps {
  /** Text of the "skip to content" link, the first stop for keyboard users. */
  skipToContentLabel: string;
  /**
   * Accessible name of the header's menu button that opens the navigation on narrow screens, and
   * of the navigation drawer it opens ("Menu"). The button shows only an icon.
   */
  menuLabel: string;
  /** Accessible name of the button that closes the navigation drawer ("Close menu"). */
  closeMenuLabel: string;
  /** Header content: product name or logo on one side, `UserMenu` on the other. */
  header: ReactNode;
  /** Usually a `SideNav`. Rendered beside the content, or in the drawer on narrow screens. */
  navigation: ReactNode;
  /** A page-wide banner above everything (e.g. the unsupported-browser notice). */
  banner?: ReactNode;
  children: ReactNode;
  /** Id of the main landmark, target of the skip link. */
  mainId?: string;
  className?: string;
}

/**
 * The authenticated page frame: banner, header, side navigation and the main landmark. When the
 * shell is narrower than 48rem the side navigation moves behind a menu button in the header and
 * opens as a modal drawer (react-aria `ModalOverlay`/`Modal`/`Dialog`).
 */
export function AppShell({
  skipToContentLabel,
  menuLabel,
  closeMenuLabel,
  header,
  navigation,
  banner,
  children,
  mainId = 'studio-main',
  className,
}: AppShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can animate out and restore focus itself.
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  const drawerId = useId();
  const toggleRef = useRef<HTMLDivElement>(null);

  // Focus the main landmark itself so the next Tab continues inside the content.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  // Choosing a destination closes the drawer; the link itself navigates. In the capture phase,
  // because react-aria's links stop the click's propagation once they have handled it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setMenuOpen(false);
  };

  // A drawer left open while the shell grows wide would cover the inline navigation: close it
  // once the menu button is hidden by the styles.
  useEffect(() => {
    const toggle = toggleRef.current;
    if (!isMenuOpen || !toggle || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (getComputedStyle(toggle).display === 'none') setMenuOpen(false);
    });
    observer.observe(toggle.parentElement ?? toggle);
    return () => observer.disconnect();
  }, [isMenuOpen]);

  return (
    <ShellRoot className={classNames('studio-AppShell', className)}>
      <ShellGrid>
        <SkipLink href={`#${mainId}`} onClick={skipToMain} className="studio-AppShell-skip">
          {skipToContentLabel}
        </SkipLink>
        {banner && <ShellBanner className="studio-AppShell-banner">{banner}</ShellBanner>}
        <ShellHeader className="studio-AppShell-header">
          <ShellMenuToggle ref={toggleRef} className="studio-AppShell-menuToggle">
            <Button
              variant="quiet"
              isIconOnly
              aria-label={menuLabel}
              aria-expanded={isMenuOpen}
              aria-controls={isMenuOpen ? drawerId : undefined}
              onPress={() => {
                setWasMenuOpened(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </Button>
          </ShellMenuToggle>
          <ShellHeaderContent>{header}</ShellHeaderContent>
        </ShellHeader>
        <ShellNav className="studio-AppShell-nav">{navigation}</ShellNav>
        <ShellMain id={mainId} tabIndex={-1} className="studio-AppShell-main">
          {children}
        </ShellMain>
      </ShellGrid>
      {wasMenuOpened && (
        <Suspense fallback={null}>
          <ShellDrawer
            id={drawerId}
            isOpen={isMenuOpen}
            onOpenChange={setMenuOpen}
            label={menuLabel}
            closeLabel={closeMenuLabel}
            onClickCapture={closeOnLink}
          >
            {navigation}
          </ShellDrawer>
        </Suspense>
      )}
    </ShellRoot>
  );
}

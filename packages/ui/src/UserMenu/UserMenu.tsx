import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { OrganisationName, UserMenuButton, UserName, UserText } from './UserMenu.styles';
import { Avatar } from '../Avatar';
import { ChevronDownIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';
import { usePrefetchWhenIdle } from '../internal/prefetch';

/**
 * The menu itself (popover, positioning, menu keyboard handling) is about 20 kB gzip of
 * react-aria that every signed-in page would otherwise download before it renders; it is fetched
 * once the page is idle, or when the person first opens the menu if that comes sooner
 * (docs/performance.md).
 */
const loadUserMenuPopover = () => import('./UserMenuPopover');
const UserMenuPopover = lazy(loadUserMenuPopover);

export interface UserMenuProps {
  userName: string;
  organisationName: string;
  /** Text of the sign-out item ("Sign out"). */
  signOutLabel: string;
  onSignOut: () => void;
  avatarSrc?: string;
  /** Extra `MenuItem`s shown above sign out (profile, switch organisation, preferences). */
  children?: ReactNode;
  className?: string;
}

/**
 * The signed-in person in the shell's header: avatar, name and organisation. Opens a menu whose
 * last item signs out. The trigger's accessible name is the name followed by the organisation.
 * Keyboard as react-aria's menu button: Enter, Space or ArrowDown open on the first item, ArrowUp
 * on the last; Escape closes and focus returns to the button.
 */
export function UserMenu({
  userName,
  organisationName,
  signOutLabel,
  onSignOut,
  avatarSrc,
  children,
  className,
}: UserMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  usePrefetchWhenIdle(loadUserMenuPopover);
  const [isOpen, setOpen] = useState(false);
  const [focus, setFocus] = useState<'first' | 'last'>('first');
  // Once opened, the popover stays mounted so it can close (and restore focus) itself.
  const [wasOpened, setWasOpened] = useState(false);
  const open = (at: 'first' | 'last') => {
    setFocus(at);
    setWasOpened(true);
    setOpen(true);
  };
  const openWithArrows = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  return (
    <>
      <UserMenuButton
        ref={triggerRef}
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onPress={() => (isOpen ? setOpen(false) : open('first'))}
        onKeyDown={openWithArrows}
        className={classNames('studio-UserMenu', className)}
      >
        <Avatar name={userName} src={avatarSrc} size="sm" isDecorative />
        <UserText>
          <UserName className="studio-UserMenu-name">{userName}</UserName>
          <OrganisationName className="studio-UserMenu-organisation">
            {organisationName}
          </OrganisationName>
        </UserText>
        <ChevronDownIcon />
      </UserMenuButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <UserMenuPopover
            triggerRef={triggerRef}
            triggerId={triggerId}
            isOpen={isOpen}
            onOpenChange={setOpen}
            focus={focus}
            signOutLabel={signOutLabel}
            onSignOut={onSignOut}
          >
            {children}
          </UserMenuPopover>
        </Suspense>
      )}
    </>
  );
}

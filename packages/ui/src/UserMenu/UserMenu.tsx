import type { ReactNode } from 'react';
import { OrganisationName, UserMenuButton, UserName, UserText } from './UserMenu.styles';
import { Avatar } from '../Avatar';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu';
import { ChevronDownIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

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
  return (
    <MenuTrigger placement="bottom end">
      <UserMenuButton className={classNames('studio-UserMenu', className)}>
        <Avatar name={userName} src={avatarSrc} size="sm" isDecorative />
        <UserText>
          <UserName className="studio-UserMenu-name">{userName}</UserName>
          <OrganisationName className="studio-UserMenu-organisation">
            {organisationName}
          </OrganisationName>
        </UserText>
        <ChevronDownIcon />
      </UserMenuButton>
      <Menu
        onAction={(key) => {
          if (key === 'sign-out') onSignOut();
        }}
      >
        {children}
        {children ? <MenuSeparator /> : null}
        <MenuItem id="sign-out">{signOutLabel}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

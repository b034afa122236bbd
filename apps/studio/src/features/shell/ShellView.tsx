import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { AppShell, SideNav, SideNavItem, UserMenu } from '@studio/ui';
import type { NavigationEntry } from '../../app/feature-route';

export interface ShellViewProps {
  displayName: string;
  organisationName: string;
  entries: readonly NavigationEntry[];
  /** The id of the entry whose area is showing. */
  currentId?: string;
  onSignOut(): void;
  children: ReactNode;
}

const ProductName = styled.span`
  font-weight: 700;
  font-size: var(--studio-font-size-lg, 1.125rem);
`;

/** The authenticated sub-app's frame: product name, navigation, the person and their organisation. */
export function ShellView({
  displayName,
  organisationName,
  entries,
  currentId,
  onSignOut,
  children,
}: ShellViewProps) {
  const { t } = useTranslation();
  return (
    <AppShell
      skipToContentLabel={t('app.skipToContent')}
      menuLabel={t('shell.menu')}
      closeMenuLabel={t('shell.closeMenu')}
      header={
        <>
          <ProductName>{t('app.name')}</ProductName>
          <UserMenu
            userName={displayName}
            organisationName={organisationName}
            signOutLabel={t('shell.signOut')}
            onSignOut={onSignOut}
          />
        </>
      }
      navigation={
        <SideNav label={t('shell.navigation')}>
          {entries.map((entry) => (
            <SideNavItem
              key={entry.id}
              href={entry.href}
              icon={entry.icon}
              isCurrent={entry.id === currentId}
            >
              {t(`shell.nav.${entry.label}`)}
            </SideNavItem>
          ))}
        </SideNav>
      }
    >
      {children}
    </AppShell>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/react';
import { AppShell, SideNav, SideNavItem, UserMenu, vars } from '@studio/ui';
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
  font-weight: ${vars.font.weight.bold};
  font-size: ${vars.font.size.lg};
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
  const { t } = useTranslation('shell');
  return (
    <AppShell
      skipToContentLabel={t('common:skipToContent')}
      menuLabel={t('menu')}
      closeMenuLabel={t('closeMenu')}
      header={
        <>
          <ProductName>{t('common:appName')}</ProductName>
          <UserMenu
            userName={displayName}
            organisationName={organisationName}
            signOutLabel={t('signOut')}
            onSignOut={onSignOut}
          />
        </>
      }
      navigation={
        <SideNav label={t('navigation')}>
          {entries.map((entry) => (
            <SideNavItem
              key={entry.id}
              href={entry.href}
              icon={entry.icon}
              isCurrent={entry.id === currentId}
            >
              {t(`nav.${entry.label}`)}
            </SideNavItem>
          ))}
        </SideNav>
      }
    >
      {children}
    </AppShell>
  );
}

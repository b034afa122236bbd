import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Breadcrumbs, PageHeader, Stack, TabNav } from '@studio/ui';

export type OrganisationTab = 'subscriptions' | 'bandwidth' | 'library';

export const ORGANISATION_TAB_PATHS: Record<OrganisationTab, string> = {
  subscriptions: '/settings/organization',
  bandwidth: '/settings/organization/bandwidth-usage',
  library: '/settings/organization/library-settings',
};

export interface OrganisationHeaderProps {
  current: OrganisationTab;
  /** The tabs the person may open (Bandwidth Usage needs bandwidthAnalytics). */
  tabs: readonly OrganisationTab[];
  /** The open tab's content. */
  children: ReactNode;
}

/**
 * The organisation details page: its title and the three tabs, each a route of its own (a tab is
 * a link, so a tab can be bookmarked and the browser's back button moves between them). The tabs
 * are a `TabNav` (links, the current page's marked), not react-aria's `Tabs`: there is no panel
 * switching in place, and the tab list's machinery would weigh on all three routes.
 */
export function OrganisationHeader({ current, tabs, children }: OrganisationHeaderProps) {
  const { t } = useTranslation('settingsOrganisation');
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('organisation.title')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'organisation', label: t('organisation.title') },
            ]}
          />
        }
      />
      <TabNav
        aria-label={t('organisation.tabsLabel')}
        current={current}
        items={tabs.map((tab) => ({
          id: tab,
          label: t(`organisation.tabs.${tab}`),
          href: ORGANISATION_TAB_PATHS[tab],
        }))}
      />
      {children}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Breadcrumbs, PageHeader, Stack, Tab, TabList, TabPanel, Tabs } from '@studio/ui';

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
 * a link, so a tab can be bookmarked and the browser's back button moves between them).
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
      <Tabs selectedKey={current}>
        <TabList aria-label={t('organisation.tabsLabel')}>
          {tabs.map((tab) => (
            <Tab key={tab} id={tab} href={ORGANISATION_TAB_PATHS[tab]}>
              {t(`organisation.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={current}>{children}</TabPanel>
      </Tabs>
    </Stack>
  );
}

import { useTranslation } from '../../../i18n/react';
import { Card, DateTime, Grid, Link, PageHeader, SearchField, Stack, Switch } from '@studio/ui';
import type { StaffViewPreferences } from '../staff-view';
import type { RememberedOrganisation } from './remembered-organisations';

export interface AdminHomeViewProps {
  organisationText: string;
  onOrganisationTextChange(text: string): void;
  onSearchOrganisations(text: string): void;
  contactText: string;
  onContactTextChange(text: string): void;
  onSearchContacts(text: string): void;
  recent: readonly RememberedOrganisation[];
  favourites: readonly RememberedOrganisation[];
  view: StaffViewPreferences;
  onViewChange(change: Partial<StaffViewPreferences>): void;
}

const TOOLS = [
  { key: 'organizations', href: '/admin/organizations' },
  { key: 'currentOrg', href: '/admin/current-org' },
  { key: 'currentOrgEncoders', href: '/admin/current-org/encoder' },
  { key: 'hardware', href: '/hardware' },
  { key: 'hardwareDashboard', href: '/hardware-dashboard' },
  { key: 'encoderSearch', href: '/encoder-search' },
  { key: 'monitoring', href: '/monitoring' },
  { key: 'systemLogs', href: '/system-logs' },
] as const;

/** `/admin`: the staff searches, their recent and favourite organisations, the tools and the views. */
export function AdminHomeView(props: AdminHomeViewProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={6}>
      <PageHeader title={t('home.title')} description={t('home.description')} />
      <Grid minColumnWidth="md" gap={4}>
        <SearchField
          label={t('home.searchLabel')}
          description={t('home.searchHint')}
          value={props.organisationText}
          onChange={props.onOrganisationTextChange}
          onSubmit={props.onSearchOrganisations}
        />
        <SearchField
          label={t('home.contactLabel')}
          description={t('home.contactHint')}
          value={props.contactText}
          onChange={props.onContactTextChange}
          onSubmit={props.onSearchContacts}
        />
      </Grid>
      <Grid minColumnWidth="md" gap={4}>
        <RememberedList
          title={t('home.favourites')}
          empty={t('home.noFavourites')}
          entries={props.favourites}
        />
        <RememberedList
          title={t('home.recent')}
          empty={t('home.noRecent')}
          entries={props.recent}
        />
      </Grid>
      <Grid minColumnWidth="md" gap={4}>
        <Card title={t('home.tools')}>
          <Stack gap={2} elementType="ul">
            {TOOLS.map((tool) => (
              <li key={tool.key}>
                <Link variant="standalone" href={tool.href}>
                  {t(`links.${tool.key}`)}
                </Link>
              </li>
            ))}
          </Stack>
        </Card>
        <Card title={t('home.view')}>
          <Stack gap={4}>
            <Stack gap={1}>
              <Switch
                isSelected={props.view.adminView}
                onChange={(adminView) => props.onViewChange({ adminView })}
              >
                {t('home.adminView')}
              </Switch>
              <p>{t('home.adminViewHint')}</p>
            </Stack>
            <Stack gap={1}>
              <Switch
                isSelected={props.view.demoView}
                onChange={(demoView) => props.onViewChange({ demoView })}
              >
                {t('home.demoView')}
              </Switch>
              <p>{t('home.demoViewHint')}</p>
            </Stack>
          </Stack>
        </Card>
      </Grid>
    </Stack>
  );
}

function RememberedList({
  title,
  empty,
  entries,
}: {
  title: string;
  empty: string;
  entries: readonly RememberedOrganisation[];
}) {
  const { t } = useTranslation('admin');
  return (
    <Card title={title}>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <Stack gap={3} elementType="ul">
          {entries.map((entry) => (
            <li key={entry.customerId}>
              <Stack gap={1}>
                <Link variant="standalone" href={`/admin/organizations/${entry.customerId}`}>
                  {entry.customerName}
                </Link>
                <span>
                  {t('home.opened', { count: entry.count })} <DateTime value={entry.date} />
                </span>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

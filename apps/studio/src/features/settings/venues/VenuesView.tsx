import { useTranslation } from '../../../i18n/react';
import type { Venue, VenueLicenceAvailability } from '@studio/api';
import { VENUE } from '@studio/domain';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  type DataTableColumn,
} from '@studio/ui';
import styled from 'styled-components';
import { vars } from '@studio/ui';
import { VENUE_STATUS_TONES } from './venue-format';

export interface VenuesViewProps {
  /** null until the first page has arrived. */
  venues: readonly Venue[] | null;
  /** Licences left per type; null while unknown. */
  availability: VenueLicenceAvailability['availableVenueLicenses'] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

const Licences = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0;
  div {
    display: flex;
    gap: ${vars.space[2]};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
  }
`;

/** `/settings/venues`: the organisation's venues by username and the licences left. */
export function VenuesView({
  venues,
  availability,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: VenuesViewProps) {
  const { t } = useTranslation('settingsVenues');
  const columns: DataTableColumn<Venue>[] = [
    {
      id: 'username',
      header: t('venues.columns.username'),
      cell: (venue) => venue.username,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'licenceType',
      header: t('venues.columns.licenceType'),
      cell: (venue) => t(`venues.licenceTypes.${venue.licenceType}`),
    },
    {
      id: 'status',
      header: t('venues.columns.status'),
      cell: (venue) => (
        <StatusBadge
          label={t(`venues.status.${venue.status}`)}
          tone={VENUE_STATUS_TONES[venue.status]}
        />
      ),
    },
    {
      id: 'decoderMode',
      header: t('venues.columns.decoderMode'),
      cell: (venue) => t(`venues.decoderModes.${venue.decoderMode ?? 'Cloud'}`),
    },
    {
      id: 'channels',
      header: t('venues.columns.channels'),
      cell: (venue) =>
        (venue.encoderChannelIds ?? []).length === 0
          ? t('venues.noChannels')
          : String(venue.encoderChannelIds?.length),
      align: 'end',
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/settings/venues/create">
      {t('venues.create')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('venues.title')}
      description={t('venues.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'venues', label: t('venues.title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  const licences = availability && (
    <section aria-label={t('venues.licencesLeftLabel')}>
      <Licences>
        {VENUE.licenceTypes.map((type) => (
          <div key={type}>
            <dt>{t(`venues.licenceTypes.${type}`)}</dt>
            <dd>{t('venues.licencesLeft', { count: String(availability[type]) })}</dd>
          </div>
        ))}
      </Licences>
    </section>
  );
  if (venues !== null && venues.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        {licences}
        <EmptyState
          title={t('venues.emptyTitle')}
          description={t('venues.emptyBody')}
          headingLevel={2}
          actions={createLink}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {header}
      {licences}
      <DataTable
        aria-label={t('venues.listLabel')}
        columns={columns}
        rows={venues}
        rowKey={(venue) => venue.uuid}
        rowHref={(venue) => `/settings/venues/${venue.uuid}`}
        loadingText={t('venues.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('venues.showMore')}
      />
    </Stack>
  );
}

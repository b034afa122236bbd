import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { PlayerProfile } from '@studio/api';
import { BACKGROUND_MODE_PROFILE_ID } from '@studio/domain';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  vars,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { contentTypeLabel, playbackSummary } from './player-profile-format';

export interface PlayerProfilesViewProps {
  /** null until the first page has arrived. */
  profiles: readonly PlayerProfile[] | null;
  /** Whether a further page exists (the Link header's next). */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** One line of the table: a saved profile, or the built-in background mode. */
interface ProfileRow {
  key: string;
  href: string;
  name: string;
  builtIn: boolean;
  contentType: string;
  playback: string;
  callToAction: string;
  controlColor: string | null;
}

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-family: ${vars.font.family.mono};
  &::before {
    content: '';
    inline-size: 1rem;
    block-size: 1rem;
    border-radius: ${vars.radius.sm};
    border: 1px solid ${vars.color.borderStrong};
    background: var(--swatch);
  }
`;

const BuiltIn = styled.span`
  margin-inline-start: ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weight.regular};
`;

/**
 * `/settings/player-profiles`: the built-in background mode first (the synthetic entry of spec
 * section 3, never stored), then the organisation's profiles by name, each opening its details.
 */
export function PlayerProfilesView({
  profiles,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: PlayerProfilesViewProps) {
  const { t } = useTranslation('settingsPlayerProfiles');
  const backgroundMode: ProfileRow = {
    key: BACKGROUND_MODE_PROFILE_ID,
    href: `/settings/player-profiles/${BACKGROUND_MODE_PROFILE_ID}`,
    name: t('playerProfiles.backgroundModeEntry.name'),
    builtIn: true,
    contentType: t('playerProfiles.backgroundModeEntry.contentType'),
    playback: t('playerProfiles.playback.background'),
    callToAction: t('playerProfiles.none'),
    controlColor: null,
  };
  const rows: ProfileRow[] | null =
    profiles === null
      ? null
      : [
          backgroundMode,
          ...profiles.map((profile) => ({
            key: profile.uuid,
            href: `/settings/player-profiles/${profile.uuid}`,
            name: profile.name,
            builtIn: false,
            contentType: contentTypeLabel(t, profile),
            playback: playbackSummary(t, profile),
            callToAction: profile.callToAction?.text ?? t('playerProfiles.none'),
            controlColor: profile.controlColor,
          })),
        ];
  const columns: DataTableColumn<ProfileRow>[] = [
    {
      id: 'name',
      header: t('playerProfiles.columns.name'),
      cell: (row) => (
        <>
          {row.name}
          {row.builtIn && <BuiltIn>({t('playerProfiles.backgroundModeEntry.builtIn')})</BuiltIn>}
        </>
      ),
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'contentType',
      header: t('playerProfiles.columns.contentType'),
      cell: (row) => row.contentType,
    },
    { id: 'playback', header: t('playerProfiles.columns.playback'), cell: (row) => row.playback },
    {
      id: 'callToAction',
      header: t('playerProfiles.columns.callToAction'),
      cell: (row) => row.callToAction,
    },
    {
      id: 'controlColor',
      header: t('playerProfiles.columns.controlColor'),
      cell: (row) =>
        row.controlColor === null ? (
          t('playerProfiles.none')
        ) : (
          // The swatch's colour is data: a custom property, not a generated class per colour.
          <Swatch style={{ '--swatch': row.controlColor } as CSSProperties}>
            {row.controlColor}
          </Swatch>
        ),
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/settings/player-profiles/create">
      {t('playerProfiles.create')}
    </Link>
  );
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('playerProfiles.title')}
        description={t('playerProfiles.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'player-profiles', label: t('playerProfiles.title') },
            ]}
          />
        }
        actions={createLink}
      />
      <DataTable
        aria-label={t('playerProfiles.listLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        rowHref={(row) => row.href}
        loadingText={t('playerProfiles.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('playerProfiles.showMore')}
      />
      {profiles !== null && profiles.length === 0 && (
        <EmptyState
          title={t('playerProfiles.emptyTitle')}
          description={t('playerProfiles.emptyBody')}
          headingLevel={2}
          actions={createLink}
        />
      )}
    </Stack>
  );
}

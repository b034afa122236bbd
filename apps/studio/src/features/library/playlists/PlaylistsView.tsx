import { useTranslation } from '../../../i18n/react';
import type { Playlist, PlaylistMedia } from '@studio/api';
import { PLAYLIST_LIMITS, PLAYLIST_SORTS } from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  DataTable,
  Duration,
  EmptyState,
  Form,
  Inline,
  NativeSelect,
  PageHeader,
  Stack,
  TextField,
  type DataTableColumn,
} from '@studio/ui';
import type { PlaylistSort } from './actors';
import { isPlaylistSort } from './playlist-lists';

const SORT_LABELS = {
  'desc.created_date': 'sorts.newest',
  'asc.name': 'sorts.nameAscending',
  'desc.name': 'sorts.nameDescending',
  'asc.created_date': 'sorts.oldest',
} as const satisfies Record<PlaylistSort, string>;

/** How many titles of each playlist the list shows. */
const FIRST_VIDEOS_SHOWN = 3;

export interface PlaylistsViewProps {
  /** null until the first page has arrived. */
  playlists: readonly Playlist[] | null;
  /** Each listed playlist's videos as they arrive (fetched four playlists at a time). */
  mediaByPlaylist: ReadonlyMap<string, PlaylistMedia>;
  sort: PlaylistSort;
  onSortChange(sort: PlaylistSort): void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
  /** Null for a person who may read playlists but not make them. */
  create: {
    name: string;
    /** Already translated. */
    error: string | null;
    isSubmitting: boolean;
    onNameChange(name: string): void;
    onSubmit(): void;
  } | null;
}

/** `/media/playlists`: the organisation's playlists, their size and length, and a new one. */
export function PlaylistsView({
  playlists,
  mediaByPlaylist,
  sort,
  onSortChange,
  hasMore,
  isLoadingMore,
  onLoadMore,
  create,
}: PlaylistsViewProps) {
  const { t } = useTranslation('playlists');
  const columns: DataTableColumn<Playlist>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (playlist) => playlist.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'videos',
      header: t('columns.videos'),
      cell: (playlist) =>
        t('videoCount', { count: playlist.mediaCount, max: playlist.maxVideoCount }),
    },
    {
      id: 'totalLength',
      header: t('columns.totalLength'),
      cell: (playlist) => <Duration seconds={playlist.totalLength} />,
    },
    {
      id: 'kind',
      header: t('columns.kind'),
      cell: (playlist) => (playlist.rolling ? t('rolling') : t('notRolling')),
    },
    {
      id: 'firstVideos',
      header: t('columns.firstVideos'),
      allowsWrapping: true,
      cell: (playlist) => {
        const media = mediaByPlaylist.get(playlist.id);
        if (!media) return t('firstVideosLoading');
        if (media.items.length === 0) return t('noVideos');
        return media.items
          .slice(0, FIRST_VIDEOS_SHOWN)
          .map((item) => item.title ?? item.mediaId)
          .join(', ');
      },
    },
  ];

  const header = (
    <PageHeader
      title={t('title')}
      description={t('description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('breadcrumbs')}
          items={[
            { id: 'library', label: t('library'), href: '/media/library' },
            { id: 'playlists', label: t('title') },
          ]}
        />
      }
    />
  );

  const createForm = create ? (
    <Form
      aria-label={t('create.title')}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        create.onSubmit();
      }}
    >
      <Inline gap={3} align="end" wrap>
        <TextField
          id="playlist-create-name"
          label={t('create.name')}
          value={create.name}
          onChange={create.onNameChange}
          maxLength={PLAYLIST_LIMITS.nameMax}
          isRequired
          isInvalid={create.error !== null}
          errorMessage={create.error ?? undefined}
          isDisabled={create.isSubmitting}
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="primary"
          isPending={create.isSubmitting}
          pendingLabel={t('create.creating')}
        >
          {t('create.submit')}
        </Button>
      </Inline>
    </Form>
  ) : null;

  if (playlists !== null && playlists.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState title={t('emptyTitle')} description={t('emptyBody')} headingLevel={2} />
        {createForm}
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {header}
      {createForm}
      <Inline gap={4} align="end" wrap>
        <NativeSelect
          label={t('sort')}
          value={sort}
          options={PLAYLIST_SORTS.map((option) => ({
            value: option,
            label: t(SORT_LABELS[option]),
          }))}
          onChange={(value) => {
            if (isPlaylistSort(value)) onSortChange(value);
          }}
        />
      </Inline>
      <DataTable
        aria-label={t('listLabel')}
        columns={columns}
        rows={playlists}
        rowKey={(playlist) => playlist.id}
        rowHref={(playlist) => `/media/playlists/${playlist.id}`}
        loadingText={t('loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('showMore')}
      />
    </Stack>
  );
}

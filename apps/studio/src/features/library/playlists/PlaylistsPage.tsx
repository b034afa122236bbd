import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import type { Playlist, PlaylistMedia } from '@studio/api';
import { PLAYLIST_LIMITS } from '@studio/domain';
import { createFormMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { useSharedList } from '../../settings/shared-list';
import { createPlaylistSubmitActors, type PlaylistFormValues, type PlaylistSort } from './actors';
import { playlistList, refreshPlaylistLists } from './playlist-lists';
import { translatePlaylistMessage } from './playlist-messages';
import { playlistFormErrors } from './playlist-rules';
import { PlaylistsView } from './PlaylistsView';

const createMachine = createFormMachine<PlaylistFormValues, Playlist>();

const NEW_PLAYLIST: PlaylistFormValues = {
  name: '',
  rolling: false,
  sort: 'start',
  maxVideoCount: String(PLAYLIST_LIMITS.maxVideoCountDefault),
};

export function PlaylistsPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const canManage = useSession(
    (snapshot) => snapshot.context.user?.capabilities.includes('playlists.manage') ?? false,
  );
  return customerId ? <Playlists customerId={customerId} canManage={canManage} /> : null;
}

function Playlists({ customerId, canManage }: { customerId: string; canManage: boolean }) {
  const { api } = useRuntime();
  const [sort, setSort] = useState<PlaylistSort>('desc.created_date');
  const view = useSharedList(playlistList(api, customerId, sort));
  const mediaByPlaylist = usePlaylistMedia(customerId, view.items);
  const create = useCreatePlaylist(customerId);

  if (view.failure) {
    return (
      <RouteFailureView
        status={view.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={view.retry}
      />
    );
  }
  return (
    <PlaylistsView
      playlists={view.items}
      mediaByPlaylist={mediaByPlaylist}
      sort={sort}
      onSortChange={setSort}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      onLoadMore={view.loadMore}
      create={canManage ? create : null}
    />
  );
}

/**
 * The videos of the listed playlists, fetched four playlists at a time (spec section 9,
 * `getPlaylistMediaFor`); a playlist whose videos failed to load keeps its "loading" cell, and
 * the list itself stays usable.
 */
function usePlaylistMedia(customerId: string, playlists: readonly Playlist[] | null) {
  const { api } = useRuntime();
  const [media, setMedia] = useState<ReadonlyMap<string, PlaylistMedia>>(new Map());
  const ids = useMemo(() => (playlists ?? []).map((playlist) => playlist.id), [playlists]);
  const key = ids.join(',');
  useEffect(() => {
    if (ids.length === 0) return;
    const controller = new AbortController();
    api
      .getPlaylistMediaFor(customerId, ids, { signal: controller.signal })
      .then((answers) => setMedia(new Map(answers.map((answer) => [answer.playlistId, answer]))))
      .catch(() => undefined);
    return () => controller.abort();
    // The ids' text stands for the ids: a new array with the same playlists fetches nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, customerId, key]);
  return media;
}

/** The name-only create form: the form machine, then the new playlist's page to fill it. */
function useCreatePlaylist(customerId: string) {
  const { api } = useRuntime();
  const { t } = useTranslation('playlists');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => createMachine.provide({ actors: createPlaylistSubmitActors(api, customerId, null) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: NEW_PLAYLIST, validate: playlistFormErrors },
  });
  const saved = snapshot.context.result;
  useEffect(() => {
    if (!saved) return;
    refreshPlaylistLists(api, customerId);
    toast.show(
      { title: t('create.created', { name: saved.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/media/playlists/${saved.id}`);
    // Runs once, when the new playlist arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const { error, fieldErrors } = snapshot.context;
  const message =
    fieldErrors.name ??
    (error && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null);
  return {
    name: snapshot.context.values.name,
    error: message ? translatePlaylistMessage(t, message) : null,
    isSubmitting:
      snapshot.matches('checking') ||
      snapshot.matches('submitting') ||
      snapshot.matches('submitted'),
    onNameChange: (name: string) => send({ type: 'form.change', values: { name } }),
    onSubmit: () => send({ type: 'form.submit' }),
  };
}

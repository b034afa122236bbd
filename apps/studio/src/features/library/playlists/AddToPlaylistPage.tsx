import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { LibraryItem, Playlist, PlaylistMedia } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { RouteFailureView } from '../../errors/RouteFailureView';
import { isSupportedBrowser } from '../../errors/browser-support';
import { ResourceMissingView } from '../../errors/ResourceMissingView';
import { useSharedList } from '../../settings/shared-list';
import {
  createAddToPlaylistActors,
  createLibraryChoiceActors,
  type AddToPlaylistValues,
} from './actors';
import { playlistList, refreshPlaylistLists } from './playlist-lists';
import { addToPlaylistErrors } from './playlist-rules';
import { AddToPlaylistView } from './AddToPlaylistView';

const libraryMachine = createRecordMachine<LibraryItem[]>();
const addMachine = createFormMachine<AddToPlaylistValues, PlaylistMedia>();

/** Both add routes: `/media/playlists/add` and `/media/playlists/add/{uuid}/{count}`. */
export function AddToPlaylistPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid, count } = useParams();
  const held = count === undefined ? null : Number.parseInt(count, 10);
  return customerId ? (
    <AddToPlaylist
      customerId={customerId}
      playlistId={uuid ?? null}
      count={held !== null && Number.isInteger(held) && held >= 0 ? held : null}
    />
  ) : null;
}

function AddToPlaylist({
  customerId,
  playlistId,
  count,
}: {
  customerId: string;
  playlistId: string | null;
  count: number | null;
}) {
  const { api } = useRuntime();
  const playlists = useSharedList(playlistList(api, customerId, 'asc.name'));
  const machine = useMemo(
    () => libraryMachine.provide({ actors: createLibraryChoiceActors(api, customerId) }),
    [api, customerId],
  );
  const [library, send] = useMachine(machine);
  if (playlists.failure) {
    return (
      <RouteFailureView
        status={playlists.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={playlists.retry}
      />
    );
  }
  const choices = playlists.items;
  return (
    <RecordContent
      data={choices === null ? null : library.context.data}
      error={library.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(items) => {
        const all = choices ?? [];
        const fixed = playlistId
          ? (all.find((playlist) => playlist.id === playlistId) ?? null)
          : null;
        return (
          <AddForm
            customerId={customerId}
            playlists={all}
            fixedPlaylist={fixed}
            // A named playlist that is not in the list is another organisation's, or gone.
            unknownPlaylist={playlistId !== null && fixed === null}
            count={count}
            library={items}
          />
        );
      }}
    </RecordContent>
  );
}

function AddForm({
  customerId,
  playlists,
  fixedPlaylist,
  unknownPlaylist,
  count,
  library,
}: {
  customerId: string;
  playlists: readonly Playlist[];
  fixedPlaylist: Playlist | null;
  unknownPlaylist: boolean;
  count: number | null;
  library: readonly LibraryItem[];
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('playlists');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => addMachine.provide({ actors: createAddToPlaylistActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: { playlistId: fixedPlaylist?.id ?? '', mediaIds: [] },
      validate: addToPlaylistErrors,
    },
  });
  const added = snapshot.context.result;
  useEffect(() => {
    if (!added) return;
    const name =
      playlists.find((playlist) => playlist.id === added.playlistId)?.name ?? added.playlistId;
    refreshPlaylistLists(api, customerId);
    toast.show(
      {
        title: t('add.added', { name, count: snapshot.context.values.mediaIds.length }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/media/playlists/${added.playlistId}`);
    // Runs once, when the playlist's new videos arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [added]);

  if (unknownPlaylist) return <ResourceMissingView />;

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <AddToPlaylistView
      playlists={playlists}
      fixedPlaylist={fixedPlaylist}
      count={count}
      library={library}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

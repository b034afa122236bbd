import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { Playlist, PlaylistMediaItem } from '@studio/api';
import { PLAYLIST_MESSAGES } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createPlaylistRecordActors,
  createPlaylistSubmitActors,
  moved,
  toFormValues,
  type PlaylistFormValues,
  type PlaylistRecord,
} from './actors';
import { refreshPlaylistLists } from './playlist-lists';
import { translatePlaylistMessage } from './playlist-messages';
import { playlistFormErrors } from './playlist-rules';
import { PlaylistView, type PlaylistViewProps } from './PlaylistView';

const playlistMachine = createRecordMachine<PlaylistRecord>();
const playlistFormMachine = createFormMachine<PlaylistFormValues, Playlist>();

export function PlaylistPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const canManage = useSession(
    (snapshot) => snapshot.context.user?.capabilities.includes('playlists.manage') ?? false,
  );
  const { uuid } = useParams();
  return customerId && uuid ? (
    <PlaylistDetails customerId={customerId} uuid={uuid} canManage={canManage} />
  ) : null;
}

function PlaylistDetails({
  customerId,
  uuid,
  canManage,
}: {
  customerId: string;
  uuid: string;
  canManage: boolean;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => playlistMachine.provide({ actors: createPlaylistRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => (
        <PlaylistEditor
          customerId={customerId}
          record={record}
          canManage={canManage}
          reload={() => send({ type: 'record.reload' })}
        />
      )}
    </RecordContent>
  );
}

function PlaylistEditor({
  customerId,
  record,
  canManage,
  reload,
}: {
  customerId: string;
  record: PlaylistRecord;
  canManage: boolean;
  reload(): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('playlists');
  const toast = useToast();
  const navigate = useNavigate();
  const playlistId = record.playlist.id;
  // A move shows at once; the record that arrives after the save replaces it.
  const [shownOrder, setShownOrder] = useState<readonly PlaylistMediaItem[] | null>(null);
  const [isChangingMedia, setChangingMedia] = useState(false);
  useEffect(() => setShownOrder(null), [record]);

  // A saved form is done (the form machine's final state): a fresh one takes over.
  const [formGeneration, setFormGeneration] = useState(0);

  const items = shownOrder ?? record.media.items;

  /** One change to the videos at a time; its outcome is announced, and the record re-read. */
  const changeMedia = async (change: () => Promise<unknown>, failure: string, success?: string) => {
    setChangingMedia(true);
    try {
      await change();
      if (success) toast.show({ title: success, tone: 'success' }, { timeout: 5000 });
    } catch {
      setShownOrder(null);
      toast.show({ title: failure, tone: 'error' });
    } finally {
      setChangingMedia(false);
      refreshPlaylistLists(api, customerId);
      reload();
    }
  };

  const onMove = (from: number, to: number) => {
    const order = moved(items, from, to);
    const item = items[from];
    setShownOrder(order);
    void changeMedia(
      () =>
        api.reorderPlaylist(
          customerId,
          playlistId,
          order.map((entry) => entry.mediaId),
        ),
      translatePlaylistMessage(t, PLAYLIST_MESSAGES.reorderFailed),
      item ? t('moved', { title: item.title ?? item.mediaId, position: to + 1 }) : undefined,
    );
  };

  const onRemove = (item: PlaylistMediaItem) => {
    const title = item.title ?? item.mediaId;
    setShownOrder(items.filter((entry) => entry.mediaId !== item.mediaId));
    void changeMedia(
      () => api.removePlaylistMedia(customerId, playlistId, item.mediaId),
      t('removeFailed', { title }),
      t('removed', { title }),
    );
  };

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const onDelete = async () => {
    const name = record.playlist.name;
    try {
      await api.deletePlaylist(customerId, playlistId);
    } catch (error) {
      toast.show({ title: t('deleteFailed', { name }), tone: 'error' });
      throw error;
    }
    refreshPlaylistLists(api, customerId);
    toast.show({ title: t('deleted', { name }), tone: 'success' }, { timeout: 5000 });
    void navigate('/media/playlists');
  };

  const media = { onMove, onRemove, onDelete, isChangingMedia };
  if (!canManage) return <PlaylistView record={record} items={items} editing={null} />;
  return (
    <PlaylistSettings
      key={formGeneration}
      customerId={customerId}
      record={record}
      items={items}
      media={media}
      onSaved={() => {
        setFormGeneration((generation) => generation + 1);
        reload();
      }}
    />
  );
}

type MediaEditing = Pick<
  NonNullable<PlaylistViewProps['editing']>,
  'onMove' | 'onRemove' | 'onDelete' | 'isChangingMedia'
>;

/** The settings form (form machine) over the playlist view; saved, it announces and hands over. */
function PlaylistSettings({
  customerId,
  record,
  items,
  media,
  onSaved,
}: {
  customerId: string;
  record: PlaylistRecord;
  items: readonly PlaylistMediaItem[];
  media: MediaEditing;
  onSaved(): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('playlists');
  const toast = useToast();
  const playlistId = record.playlist.id;
  const formMachine = useMemo(
    () =>
      playlistFormMachine.provide({
        actors: createPlaylistSubmitActors(api, customerId, playlistId),
      }),
    [api, customerId, playlistId],
  );
  const [form, sendForm] = useMachine(formMachine, {
    input: { values: toFormValues(record.playlist), validate: playlistFormErrors },
  });
  const saved = form.context.result;
  useEffect(() => {
    if (!saved) return;
    refreshPlaylistLists(api, customerId);
    toast.show({ title: t('saved', { name: saved.name }), tone: 'success' }, { timeout: 5000 });
    onSaved();
    // Runs once, when the saved playlist arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = form.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <PlaylistView
      record={record}
      items={items}
      editing={{
        ...media,
        values: form.context.values,
        fieldErrors,
        formError: error && !namesAField ? userMessageOf(error) : null,
        isSubmitting:
          form.matches('checking') || form.matches('submitting') || form.matches('submitted'),
        onChange: (values) => sendForm({ type: 'form.change', values }),
        onSubmit: () => sendForm({ type: 'form.submit' }),
      }}
    />
  );
}

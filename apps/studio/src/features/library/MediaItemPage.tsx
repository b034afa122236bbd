import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiError, type StudioApi, type SubtitleTrack } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import { HlsPlayer } from './HlsPlayer';
import type { LibraryItem } from './library-api';
import { forgetLibraryLists } from './library-list';
import {
  formValuesOf,
  mediaItemFieldErrors,
  thumbnailProblem,
  updateOf,
  type MediaItemFormValues,
} from './media-item-form';
import { MediaItemView, type ThumbnailState } from './MediaItemView';

// The trim and clip links and the cue editor (issue 13) come with their own chunk.
const MediaEditsPanel = lazy(async () => ({
  default: (await import('./edits/MediaEditsPanel')).MediaEditsPanel,
}));
// The Studio AI panel (issue 13) is a chunk of its own too.
const StudioAiPanel = lazy(async () => ({
  default: (await import('./studio-ai/StudioAiPanel')).StudioAiPanel,
}));
// The transcript and subtitles panel (issue 13) too.
const TranscriptionPanel = lazy(async () => ({
  default: (await import('./transcription/TranscriptionPanel')).TranscriptionPanel,
}));

/**
 * The item and, once it can be played, its HLS manifest (media status service) and its subtitle
 * tracks (subtitles service), which the player shows as captions.
 */
interface MediaItemRecord {
  readonly item: LibraryItem;
  readonly manifestUrl: string | null;
  readonly subtitleTracks: readonly SubtitleTrack[];
}

const mediaItemMachine = createRecordMachine<MediaItemRecord>();
const mediaItemFormMachine = createFormMachine<MediaItemFormValues, LibraryItem>();

async function readMediaItem(
  api: StudioApi,
  customerId: string,
  mediaId: string,
  signal: AbortSignal,
): Promise<MediaItemRecord> {
  const item = await api.getMedia(customerId, mediaId, { signal });
  if (item.processingStatus !== 'COMPLETE') return { item, manifestUrl: null, subtitleTracks: [] };
  const [status, subtitleTracks] = await Promise.all([
    api.mediaStatus
      .GET('/media/{mediaId}', { params: { path: { mediaId } }, signal })
      .then((result) => result.data ?? null)
      // No manifest to play is not a reason to hide the item's page.
      .catch(() => null),
    // Nor are captions that cannot be read: the video plays without them.
    api.listSubtitleTracks(mediaId, { signal }).catch(() => []),
  ]);
  return { item, manifestUrl: status?.manifestUrl ?? null, subtitleTracks };
}

/** `/media/library/{uuid}`: one item through the record machine; edits through the form machine. */
export function MediaItemPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <MediaItemDetails customerId={customerId} mediaId={uuid} /> : null;
}

function MediaItemDetails({ customerId, mediaId }: { customerId: string; mediaId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      mediaItemMachine.provide({
        actors: {
          fetchRecord: fromPromise<MediaItemRecord>(({ signal }) =>
            readMediaItem(api, customerId, mediaId, signal),
          ),
        },
      }),
    [api, customerId, mediaId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => (
        <MediaItemScreen
          // A saved edit reloads the record; the form starts again from what was saved.
          key={`${record.item.title}|${record.item.tags.join(',')}|${record.item.description ?? ''}|${record.item.airDate ?? ''}|${record.item.airTime ?? ''}|${record.item.thumbnailUrl ?? ''}`}
          customerId={customerId}
          record={record}
          onChanged={() => send({ type: 'record.reload' })}
        />
      )}
    </RecordContent>
  );
}

interface MediaItemScreenProps {
  customerId: string;
  record: MediaItemRecord;
  onChanged(): void;
}

function MediaItemScreen({ customerId, record, onChanged }: MediaItemScreenProps) {
  const { item, manifestUrl, subtitleTracks } = record;
  const { api } = useRuntime();
  const { t } = useTranslation('library');
  const toast = useToast();
  const navigate = useNavigate();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const formMachine = useMemo(
    () =>
      mediaItemFormMachine.provide({
        actors: {
          submit: fromPromise(({ input: { values }, signal }) =>
            api.updateMedia(customerId, item.mediaId, updateOf(values), { signal }),
          ),
        },
      }),
    [api, customerId, item.mediaId],
  );
  const [form, sendForm] = useMachine(formMachine, {
    input: { values: formValuesOf(item), validate: mediaItemFieldErrors },
  });
  const saved = form.context.result;
  useEffect(() => {
    if (!saved) return;
    forgetLibraryLists(api, customerId);
    toast.show(
      { title: t('item.saved', { title: saved.title }), tone: 'success' },
      { timeout: 5000 },
    );
    onChanged();
    // Runs once, when the saved item arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const [thumbnail, setThumbnail] = useState<ThumbnailState>({ kind: 'idle' });
  const chooseThumbnail = async (file: File) => {
    const problem = thumbnailProblem(file);
    if (problem) {
      const size = `${(file.size / 1024 ** 2).toFixed(1)} MB`;
      setThumbnail({ kind: 'refused', message: t(`item.${problem}`, { name: file.name, size }) });
      return;
    }
    setThumbnail({ kind: 'uploading' });
    try {
      await api.uploadMediaThumbnail(customerId, item.mediaId, file);
    } catch (error) {
      setThumbnail({
        kind: 'refused',
        message: isApiError(error) ? userMessageOf(error) : t('item.thumbnailFailed'),
      });
      return;
    }
    setThumbnail({ kind: 'idle' });
    forgetLibraryLists(api, customerId);
    toast.show({ title: t('item.thumbnailSaved'), tone: 'success' }, { timeout: 5000 });
    onChanged();
  };

  const [isPreparingDownload, setPreparingDownload] = useState(false);
  const download = async () => {
    setPreparingDownload(true);
    try {
      const link = await api.getMediaDownload(customerId, item.mediaId);
      // The link is signed for this one file and short-lived: following it downloads the file.
      window.location.assign(link.url);
    } catch {
      toast.show({ title: t('item.downloadFailed'), tone: 'error' });
    } finally {
      setPreparingDownload(false);
    }
  };

  const deleteItem = async () => {
    try {
      await api.deleteMedia(customerId, item.mediaId);
    } catch (error) {
      toast.show({ title: t('item.deleteFailed', { title: item.title }), tone: 'error' });
      throw error;
    }
    forgetLibraryLists(api, customerId);
    toast.show(
      { title: t('item.deleted', { title: item.title }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/media/library');
  };

  const accessToken = useCallback(() => api.tokens.get(), [api]);
  const videoRef = useRef<HTMLVideoElement>(null);
  const { error, fieldErrors } = form.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <>
      <MediaItemView
        item={item}
        player={
          manifestUrl ? (
            <HlsPlayer
              src={manifestUrl}
              label={t('item.player', { title: item.title })}
              accessToken={accessToken}
              failedMessage={t('item.playerFailed')}
              videoRef={videoRef}
              subtitleTracks={subtitleTracks}
            />
          ) : null
        }
        canEdit={capabilities.includes('mediaLibrary.update')}
        canDelete={capabilities.includes('mediaLibrary.delete')}
        canDownload={capabilities.includes('mediaLibrary.download')}
        canStartWebVideo={capabilities.includes('webEvents.manage')}
        values={form.context.values}
        fieldErrors={fieldErrors}
        formError={error && !namesAField ? userMessageOf(error) : null}
        isSubmitting={
          form.matches('checking') || form.matches('submitting') || form.matches('submitted')
        }
        onChange={(values) => sendForm({ type: 'form.change', values })}
        onSubmit={() => sendForm({ type: 'form.submit' })}
        thumbnail={thumbnail}
        onThumbnailChosen={(file) => void chooseThumbnail(file)}
        isPreparingDownload={isPreparingDownload}
        onDownload={() => void download()}
        onDelete={deleteItem}
      />
      <Suspense fallback={null}>
        <MediaEditsPanel
          customerId={customerId}
          item={item}
          videoRef={videoRef}
          hasPlayer={manifestUrl !== null}
        />
      </Suspense>
      <Suspense fallback={null}>
        <StudioAiPanel customerId={customerId} item={item} onApplied={onChanged} />
      </Suspense>
      <Suspense fallback={null}>
        <TranscriptionPanel
          customerId={customerId}
          item={item}
          videoRef={videoRef}
          hasPlayer={manifestUrl !== null}
          // The player's captions follow the tracks added and deleted in the panel.
          onTracksChanged={onChanged}
        />
      </Suspense>
    </>
  );
}

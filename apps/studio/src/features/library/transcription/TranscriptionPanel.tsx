import { useMemo, useState, type RefObject } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  isApiError,
  type StudioApi,
  type SubtitleAllowance,
  type SubtitleTrack,
  type SubtitleTrackInput,
  type Transcription,
} from '@studio/api';
import { createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useSubjectEvents } from '../../../app/subject-events';
import { useTranslation } from '../../../i18n/react';
import type { LibraryItem } from '../library-api';
import { subtitleUploadOf, uploadFieldProblems } from './subtitle-upload';
import { TranscriptionView, type TranscriptionBusy } from './TranscriptionView';

interface TranscriptionRecord {
  transcription: Transcription;
  tracks: SubtitleTrack[];
  allowance: SubtitleAllowance;
}

const transcriptionRecordMachine = createRecordMachine<TranscriptionRecord>();

async function readTranscriptionRecord(
  api: StudioApi,
  customerId: string,
  mediaId: string,
  signal: AbortSignal,
): Promise<TranscriptionRecord> {
  const [transcription, tracks, allowance] = await Promise.all([
    api.getTranscription(customerId, mediaId, { signal }),
    api.listSubtitleTracks(mediaId, { signal }),
    api.getSubtitleAllowance(customerId, { signal }),
  ]);
  return { transcription, tracks, allowance };
}

export interface TranscriptionPanelProps {
  customerId: string;
  item: LibraryItem;
  /** The player's video element, sought by the transcript's times. */
  videoRef: RefObject<HTMLVideoElement | null>;
  hasPlayer: boolean;
  /** A track was added or deleted (the player reloads its captions). */
  onTracksChanged?(): void;
}

/**
 * The item page's "Transcript & subtitles" panel, loaded lazily with its own chunk: the record
 * machine reads the transcript, the tracks and the month's hours, and reads them again when the
 * organisation's event stream says the transcription changed (`transcription.state`).
 */
export function TranscriptionPanel({
  customerId,
  item,
  videoRef,
  hasPlayer,
  onTracksChanged,
}: TranscriptionPanelProps) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryTranscription');
  const toast = useToast();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const machine = useMemo(
    () =>
      transcriptionRecordMachine.provide({
        actors: {
          fetchRecord: fromPromise<TranscriptionRecord>(({ signal }) =>
            readTranscriptionRecord(api, customerId, item.mediaId, signal),
          ),
        },
      }),
    [api, customerId, item.mediaId],
  );
  const [snapshot, send] = useMachine(machine);

  useSubjectEvents(api, customerId, 'transcription.state', item.mediaId, (event) => {
    send({ type: 'record.reload' });
    if (event.state === 'completed')
      toast.show({ title: t('completed', { title: item.title }), tone: 'success' });
  });

  const [busy, setBusy] = useState<TranscriptionBusy>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadFields, setUploadFields] = useState({ language: '', label: '' });
  const [uploadErrors, setUploadErrors] = useState<{ language?: string; label?: string }>({});

  const act = async (kind: Exclude<TranscriptionBusy, null>, work: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await work();
      send({ type: 'record.reload' });
      return true;
    } catch (failure) {
      setError(isApiError(failure) ? userMessageOf(failure) : t('actionFailed'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const addTrack = async (kind: 'generating' | 'uploading', body: SubtitleTrackInput) => {
    if (await act(kind, () => api.createSubtitleTrack(item.mediaId, body))) {
      toast.show(
        { title: t('tracks.created', { label: body.label }), tone: 'success' },
        { timeout: 5000 },
      );
      onTracksChanged?.();
    }
  };

  const upload = async (file: File) => {
    const problems = uploadFieldProblems(uploadFields.language, uploadFields.label);
    setUploadErrors({
      ...(problems.language ? { language: t(`upload.${problems.language}`) } : {}),
      ...(problems.label ? { label: t(`upload.${problems.label}`) } : {}),
    });
    if (problems.language || problems.label) return;
    const checked = subtitleUploadOf(
      file.name,
      await file.text(),
      uploadFields.language,
      uploadFields.label,
    );
    if (checked.kind === 'wrongType') return setError(t('upload.wrongType', { name: file.name }));
    if (checked.kind === 'invalid') return setError(checked.message);
    await addTrack('uploading', checked.body);
  };

  const record = snapshot.context.data;
  return (
    <TranscriptionView
      title={item.title}
      mode={record ? 'ready' : snapshot.context.error ? 'failed' : 'loading'}
      transcription={record?.transcription ?? null}
      tracks={record?.tracks ?? []}
      allowance={record?.allowance ?? null}
      isVideoReady={item.processingStatus === 'COMPLETE'}
      canEdit={capabilities.includes('mediaLibrary.update')}
      busy={busy}
      error={error}
      uploadLanguage={uploadFields.language}
      uploadLabel={uploadFields.label}
      uploadErrors={uploadErrors}
      onUploadFieldsChange={setUploadFields}
      onRetry={() => send({ type: 'record.retry' })}
      onRequest={() => {
        void act('requesting', () => api.requestTranscription(customerId, item.mediaId)).then(
          (done) => {
            if (done)
              toast.show(
                { title: t('requested', { title: item.title }), tone: 'info' },
                { timeout: 5000 },
              );
          },
        );
      }}
      onGenerate={() =>
        void addTrack('generating', { language: 'en', label: t('tracks.generatedLabel') })
      }
      onUpload={(file) => void upload(file)}
      onDelete={async (track) => {
        try {
          await api.deleteSubtitleTrack(item.mediaId, track.uuid);
        } catch (failure) {
          toast.show({ title: t('tracks.deleteFailed', { label: track.label }), tone: 'error' });
          throw failure;
        }
        toast.show(
          { title: t('tracks.deleted', { label: track.label }), tone: 'success' },
          { timeout: 5000 },
        );
        send({ type: 'record.reload' });
        onTracksChanged?.();
      }}
      {...(hasPlayer
        ? {
            onSeek: (seconds: number) => {
              const video = videoRef.current;
              if (!video) return;
              video.currentTime = seconds;
              void video.play().catch(() => undefined);
            },
          }
        : {})}
    />
  );
}

import { useMemo, useState, type RefObject } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { MediaCue, StudioApi } from '@studio/api';
import { formatMediaPosition, parseMediaPosition } from '@studio/domain';
import {
  cueEditorMachine,
  type Cue,
  type CueDraft,
  type CueList,
  userMessageOf,
} from '@studio/machines';
import { Inline, Link, Stack } from '@studio/ui';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import type { LibraryItem } from '../library-api';
import { CueEditorView, type CueEditorMode } from './CueEditorView';

/** The server's own 'Start of Video' cue: the machine adds its synthetic one instead. */
const SYSTEM_OWNER = 'system';

const toMachineCue = (cue: MediaCue): Cue => ({
  id: cue.uuid,
  position: cue.position,
  name: cue.name,
  visibility: cue.visibility,
  userId: cue.userId,
});

async function fetchCueList(
  api: StudioApi,
  mediaId: string,
  signal: AbortSignal,
): Promise<CueList> {
  const cues = await api.listMediaCues(mediaId, { signal });
  return { cues: cues.filter((cue) => cue.userId !== SYSTEM_OWNER).map(toMachineCue) };
}

const EMPTY_DRAFT: CueDraft = { position: '00:00:00.000', name: '', visibility: 'private' };

export interface MediaEditsPanelProps {
  customerId: string;
  item: LibraryItem;
  /** The player's video element (null until it plays). */
  videoRef: RefObject<HTMLVideoElement | null>;
  hasPlayer: boolean;
}

/**
 * Below a library item: its trim and clip links (for whoever may) and the cue editor, driven by
 * the cue editor machine of `@studio/machines` (add and edit exclude each other, a new cue
 * blinks 7 s, the list is fetched again after every change, 412 means no cues for this video).
 * Choosing a cue seeks the player to it.
 */
export function MediaEditsPanel({ customerId, item, videoRef, hasPlayer }: MediaEditsPanelProps) {
  const { t } = useTranslation('libraryEdits');
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const canTrim = capabilities.includes('mediaLibrary.update');
  const canClip = capabilities.includes('mediaLibrary.add');
  const isReady = item.processingStatus === 'COMPLETE';
  return (
    <Stack gap={6}>
      {isReady && (canTrim || canClip) ? (
        <nav aria-label={t('actions.label')}>
          <Inline gap={4}>
            {canTrim ? (
              <Link href={`/media/library/${item.mediaId}/trim`}>{t('actions.trim')}</Link>
            ) : null}
            {canClip ? (
              <Link href={`/media/${item.mediaId}/clips/create`}>{t('actions.cutClip')}</Link>
            ) : null}
          </Inline>
        </nav>
      ) : null}
      <CueEditor
        customerId={customerId}
        mediaId={item.mediaId}
        videoRef={videoRef}
        hasPlayer={hasPlayer}
        canManage={capabilities.includes('cues.manage')}
        canShare={capabilities.includes('sharedCues.manage')}
      />
    </Stack>
  );
}

interface CueEditorProps {
  customerId: string;
  mediaId: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  hasPlayer: boolean;
  canManage: boolean;
  canShare: boolean;
}

function CueEditor({ mediaId, videoRef, hasPlayer, canManage, canShare }: CueEditorProps) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryEdits');
  const machine = useMemo(
    () =>
      cueEditorMachine.provide({
        actors: {
          fetchCues: fromPromise<CueList>(({ signal }) => fetchCueList(api, mediaId, signal)),
          createCue: fromPromise<Cue, CueDraft>(async ({ input, signal }) =>
            toMachineCue(
              await api.createMediaCue(
                mediaId,
                { position: input.position, name: input.name.trim(), visibility: input.visibility },
                { signal },
              ),
            ),
          ),
          updateCue: fromPromise<Cue, Cue>(async ({ input, signal }) =>
            toMachineCue(
              await api.updateMediaCue(
                mediaId,
                input.id,
                { position: input.position, name: input.name.trim(), visibility: input.visibility },
                { signal },
              ),
            ),
          ),
          deleteCue: fromPromise<void, { cueId: string }>(({ input, signal }) =>
            api.deleteMediaCue(mediaId, input.cueId, { signal }),
          ),
        },
      }),
    [api, mediaId],
  );
  const [snapshot, send] = useMachine(machine, { input: { canShareCues: canShare } });
  const [draft, setDraft] = useState<CueDraft>(EMPTY_DRAFT);
  const [localError, setLocalError] = useState<string | null>(null);

  const mode: CueEditorMode = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('unavailable')
      ? 'unavailable'
      : snapshot.matches({ ready: 'adding' })
        ? 'adding'
        : snapshot.matches({ ready: 'editing' })
          ? 'editing'
          : snapshot.matches({ ready: 'browsing' })
            ? 'browsing'
            : 'busy';
  const machineError = snapshot.context.error;
  const error =
    localError ??
    (machineError
      ? machineError.errors[0]?.code === 'PUBLIC_CUES_FORBIDDEN'
        ? t('cues.publicCuesForbidden')
        : userMessageOf(machineError)
      : null);

  const currentTime = () => formatMediaPosition((videoRef.current?.currentTime ?? 0) * 1000);
  return (
    <CueEditorView
      mode={mode}
      cues={snapshot.context.cues}
      blinkingCueId={snapshot.context.blinkingCueId}
      editingCueId={snapshot.context.editingCueId}
      draft={draft}
      error={error}
      canManage={canManage}
      hasPlayer={hasPlayer}
      onDraftChange={(next) => {
        setLocalError(null);
        setDraft(next);
      }}
      onAdd={() => {
        setLocalError(null);
        setDraft({ ...EMPTY_DRAFT, position: currentTime() });
        send({ type: 'cue.add' });
      }}
      onEdit={(cue) => {
        setLocalError(null);
        setDraft({ position: cue.position, name: cue.name, visibility: cue.visibility });
        send({ type: 'cue.edit', cueId: cue.id });
      }}
      onCancel={() => {
        setLocalError(null);
        send({ type: 'cue.cancel' });
      }}
      onSave={() => {
        // The rules the server holds too, checked before sending (spec section 5).
        if (draft.name.trim() === '') return setLocalError(t('cues.nameRequired'));
        if (parseMediaPosition(draft.position) === null)
          return setLocalError(t('rules.positionFormat'));
        setLocalError(null);
        send({ type: 'cue.save', draft });
      }}
      onDelete={(cue) => send({ type: 'cue.delete', cueId: cue.id })}
      onSeek={(cue) => {
        const video = videoRef.current;
        const position = parseMediaPosition(cue.position);
        if (!video || position === null) return;
        video.currentTime = position / 1000;
        video.focus();
      }}
      onUseCurrentTime={() => setDraft({ ...draft, position: currentTime() })}
    />
  );
}

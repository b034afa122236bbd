import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiError, type EncoderVideo, type LibraryItem } from '@studio/api';
import { hasPermission } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation, useTranslator } from '../../../i18n/react';
import { forgetLibraryLists } from '../library-list';
import { ChooseRecordingPage } from './RecordingsPage';
import {
  EVENT_DESTINATIONS_PERMISSION,
  recordingList,
  saveFieldErrors,
  saveRecording,
  saveValuesOf,
  type SaveRecordingValues,
} from './recordings';
import { RecordingView } from './RecordingView';

// The route table imports every recording page from this one module.
export { RecordingsPage } from './RecordingsPage';

const recordingMachine = createRecordMachine<EncoderVideo>();
const saveFormMachine = createFormMachine<SaveRecordingValues, LibraryItem>();

/**
 * The live event's destinations, with Go Live's table and words (`live`): fetched only for
 * people who may manage them and only for a recording that names its event, as Go Live fetches
 * its own after the route.
 */
function useEventDestinations() {
  const translator = useTranslator();
  return useMemo(
    () =>
      lazy(async () => {
        const [module] = await Promise.all([
          import('../../live/ContentDestinationsPanel'),
          translator.load('live'),
        ]);
        return { default: module.EventDestinations };
      }),
    [translator],
  );
}

/** `/media/encoder-videos/{uuid}`: one recording, Stop while it records, Save once it ended. */
export function RecordingPage() {
  const { uuid } = useParams();
  return uuid ? <RecordingFor id={uuid} /> : null;
}

/** `/media/save?encoderVideoId=…`: the same screen; without a recording, the list to choose from. */
export function SaveToLibraryPage() {
  const { search } = useLocation();
  const id = new URLSearchParams(search).get('library:encoderVideoId');
  return id ? <RecordingFor id={id} /> : <ChooseRecordingPage />;
}

function RecordingFor({ id }: { id: string }) {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      recordingMachine.provide({
        actors: {
          fetchRecord: fromPromise<EncoderVideo>(({ signal }) =>
            api.getEncoderVideo(customerId ?? '', id, { signal }),
          ),
        },
      }),
    [api, customerId, id],
  );
  const [snapshot, send] = useMachine(machine);
  if (!customerId) return null;
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(video) => (
        <RecordingScreen
          // A stop or a save reloads the recording; the form starts again from it.
          key={`${video.state ?? ''}|${video.savedMediaId ?? ''}`}
          customerId={customerId}
          video={video}
          onChanged={() => send({ type: 'record.reload' })}
        />
      )}
    </RecordContent>
  );
}

interface RecordingScreenProps {
  customerId: string;
  video: EncoderVideo;
  onChanged(): void;
}

function RecordingScreen({ customerId, video, onChanged }: RecordingScreenProps) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryRecordings');
  const toast = useToast();
  const navigate = useNavigate();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const canManageDestinations = useSession((snapshot) =>
    hasPermission(snapshot.context.user?.roles ?? [], EVENT_DESTINATIONS_PERMISSION),
  );
  const EventDestinations = useEventDestinations();
  const formMachine = useMemo(
    () =>
      saveFormMachine.provide({
        actors: {
          submit: fromPromise(({ input: { values } }) =>
            saveRecording(api, customerId, video, values),
          ),
        },
      }),
    [api, customerId, video],
  );
  const [form, sendForm] = useMachine(formMachine, {
    input: { values: saveValuesOf(video), validate: saveFieldErrors },
  });
  const saved = form.context.result;
  useEffect(() => {
    if (!saved) return;
    forgetLibraryLists(api, customerId);
    recordingList(api, customerId).send({ type: 'list.refresh' });
    toast.show({ title: t('saved', { title: saved.title }), tone: 'success' }, { timeout: 5000 });
    // The new item processes like an upload; its page follows it.
    void navigate(`/media/library/${saved.mediaId}`);
    // Runs once, when the saved item arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const [isStopping, setStopping] = useState(false);
  const [stopError, setStopError] = useState<string | null>(null);
  const stop = async () => {
    setStopping(true);
    setStopError(null);
    try {
      await api.stopEncoderVideo(customerId, video.uuid);
      recordingList(api, customerId).send({ type: 'list.refresh' });
      onChanged();
    } catch (error) {
      setStopError(isApiError(error) ? userMessageOf(error) : t('stopFailed'));
    } finally {
      setStopping(false);
    }
  };

  const { error, fieldErrors } = form.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <RecordingView
      video={video}
      canSave={capabilities.includes('mediaLibrary.add')}
      canStop={capabilities.includes('encoders.manage')}
      values={form.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSaving={form.matches('checking') || form.matches('submitting') || form.matches('submitted')}
      onChange={(values) => sendForm({ type: 'form.change', values })}
      onSave={() => sendForm({ type: 'form.submit' })}
      isStopping={isStopping}
      stopError={stopError}
      onStop={() => void stop()}
      destinations={
        video.eventId && canManageDestinations ? (
          <Suspense fallback={null}>
            <EventDestinations customerId={customerId} eventId={video.eventId} />
          </Suspense>
        ) : null
      }
    />
  );
}

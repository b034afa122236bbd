import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiError, type WebVideo } from '@studio/api';
import { createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { isTransitional, webVideoList } from './web-videos';
import { WebVideoView } from './WebVideoView';

const webVideoMachine = createRecordMachine<WebVideo>();
/** How often a web video on its way (starting, stopping) is read again. */
const FOLLOW_MS = 2000;

/** `/media/web-videos/{uuid}`: one web video, followed while it moves, Stop. */
export function WebVideoPage() {
  const { uuid } = useParams();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return uuid && customerId ? <WebVideoFor customerId={customerId} id={uuid} /> : null;
}

function WebVideoFor({ customerId, id }: { customerId: string; id: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      webVideoMachine.provide({
        actors: {
          fetchRecord: fromPromise<WebVideo>(({ signal }) =>
            api.getWebVideo(customerId, id, { signal }),
          ),
        },
      }),
    [api, customerId, id],
  );
  const [snapshot, send] = useMachine(machine);
  const video = snapshot.context.data;
  useEffect(() => {
    if (!video || !isTransitional(video)) return undefined;
    const timer = setTimeout(() => send({ type: 'record.reload' }), FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [video, send]);
  return (
    <RecordContent
      data={video}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(loaded) => (
        <WebVideoScreen
          customerId={customerId}
          video={loaded}
          onChanged={() => send({ type: 'record.reload' })}
        />
      )}
    </RecordContent>
  );
}

interface WebVideoScreenProps {
  customerId: string;
  video: WebVideo;
  onChanged(): void;
}

function WebVideoScreen({ customerId, video, onChanged }: WebVideoScreenProps) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryWebVideos');
  const toast = useToast();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const [channel, setChannel] = useState<{ name: string; embedId: string } | null>(null);
  const [stopError, setStopError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .getWebChannel(customerId, video.webChannelId, { signal: controller.signal })
      .then((found) => setChannel({ name: found.name, embedId: found.embedId }))
      .catch(() => {
        // Its name and watch link stay out; the web video itself is shown.
      });
    return () => controller.abort();
  }, [api, customerId, video.webChannelId]);

  const stop = async () => {
    setStopError(null);
    try {
      await api.stopWebVideo(customerId, video.uuid);
      webVideoList(api, customerId).send({ type: 'list.refresh' });
      toast.show(
        { title: t('stop.stopped', { name: video.name }), tone: 'success' },
        { timeout: 5000 },
      );
      onChanged();
    } catch (error) {
      setStopError(isApiError(error) ? userMessageOf(error) : t('stop.failed'));
    }
  };

  return (
    <WebVideoView
      video={video}
      channel={channel}
      canStop={capabilities.includes('webEvents.manage')}
      onStop={stop}
      stopError={stopError}
    />
  );
}

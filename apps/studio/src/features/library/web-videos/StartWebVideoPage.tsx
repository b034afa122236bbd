import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { WebVideo } from '@studio/api';
import { LIFECYCLE_MESSAGES } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { usePrefetchRules } from '../../settings/prefetch-rules';
import { startValuesOf, startWebVideo, webVideoList, type StartWebVideoValues } from './web-videos';
import { StartWebVideoView } from './StartWebVideoView';

interface StartContext {
  item: { mediaId: string; title: string; isReady: boolean; durationSeconds: number | null };
  webChannels: Array<{ uuid: string; name: string }>;
}

const startContextMachine = createRecordMachine<StartContext>();
const startFormMachine = createFormMachine<StartWebVideoValues, WebVideo>();

/** The rules with yup, fetched when the form shows and awaited on the first submit. */
const loadRules = () => import('./web-video-rules');

/** `/media/start-web-video/{uuid}`: the library item and the web channels, then the form. */
export function StartWebVideoPage() {
  const { uuid } = useParams();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      startContextMachine.provide({
        actors: {
          fetchRecord: fromPromise<StartContext>(async ({ signal }) => {
            const [item, channels] = await Promise.all([
              api.getMedia(customerId ?? '', uuid ?? '', { signal }),
              api.listWebChannels(customerId ?? '', { signal }),
            ]);
            return {
              item: {
                mediaId: item.mediaId,
                title: item.title,
                isReady: item.processingStatus === 'COMPLETE',
                durationSeconds: item.durationSeconds ?? null,
              },
              webChannels: channels.items.map((channel) => ({
                uuid: channel.uuid,
                name: channel.name,
              })),
            };
          }),
        },
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  if (!customerId || !uuid) return null;
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(context) => <StartForm customerId={customerId} context={context} />}
    </RecordContent>
  );
}

function StartForm({ customerId, context }: { customerId: string; context: StartContext }) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryWebVideos');
  const toast = useToast();
  const navigate = useNavigate();
  const { mediaId } = context.item;
  const machine = useMemo(
    () =>
      startFormMachine.provide({
        actors: {
          submit: fromPromise(({ input: { values } }) =>
            startWebVideo(api, customerId, mediaId, values),
          ),
        },
      }),
    [api, customerId, mediaId],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: startValuesOf(context.item, context.webChannels[0]?.uuid ?? null),
      validate: async (values: StartWebVideoValues) =>
        (await loadRules()).startWebVideoFieldErrors({ ...values, mediaId }),
    },
  });
  usePrefetchRules(loadRules);
  const started = snapshot.context.result;
  useEffect(() => {
    if (!started) return;
    webVideoList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('start.started', { name: started.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/media/web-videos/${started.uuid}`);
    // Runs once, when the new web video arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  // The server's own words name the conflict (the channel in use, the video not ready yet).
  const refusal = error ? userMessageOf(error) : null;
  const formError =
    error && !namesAField
      ? refusal === LIFECYCLE_MESSAGES.webChannelInUse
        ? t('conflicts.webChannelInUse')
        : refusal
      : null;
  return (
    <StartWebVideoView
      item={context.item}
      webChannels={context.webChannels}
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={formError}
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

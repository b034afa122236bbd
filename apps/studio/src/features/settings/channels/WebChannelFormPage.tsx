import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { isApiError, type WebChannel } from '@studio/api';
import { formatStreamDelay, messageForStatus, offlineImageProblem } from '@studio/domain';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createWebChannelFormDataActors,
  createWebChannelSubmitActors,
  newWebChannelValues,
  webChannelValuesOf,
  type WebChannelFormData,
  type WebChannelFormValues,
} from './form-actors';
import { webChannelList } from './channel-lists';
import { usePrefetchRules } from '../prefetch-rules';
import { WebChannelFormView, type OfflineImageUpload } from './WebChannelFormView';

const formDataMachine = createRecordMachine<WebChannelFormData>();
const webChannelFormMachine = createFormMachine<WebChannelFormValues, WebChannel>();

/** The rules with yup, fetched on the first submit at the latest (prefetched once the form shows). */
const loadRules = () => import('./channel-rules');

export function WebChannelCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <WebChannelFormLoader customerId={customerId} uuid={null} /> : null;
}

export function WebChannelEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <WebChannelFormLoader customerId={customerId} uuid={uuid} /> : null;
}

/**
 * Reads what the form needs (the channel on edit, regions, the encoder channels for the
 * cross-region warning, the library's videos and playlists, the retention bound) in one record
 * machine, then shows the form.
 */
function WebChannelFormLoader({ customerId, uuid }: { customerId: string; uuid: string | null }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      formDataMachine.provide({ actors: createWebChannelFormDataActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(data) => <WebChannelForm customerId={customerId} data={data} />}
    </RecordContent>
  );
}

/** The first message of a refused upload, or the catalogue's for its status. */
const uploadFailureMessage = (error: unknown) =>
  isApiError(error) ? userMessageOf(error) : messageForStatus(undefined);

function WebChannelForm({ customerId, data }: { customerId: string; data: WebChannelFormData }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsChannels');
  const toast = useToast();
  const navigate = useNavigate();
  const { channel } = data;
  const machine = useMemo(
    () =>
      webChannelFormMachine.provide({
        actors: createWebChannelSubmitActors(api, customerId, channel?.uuid ?? null),
      }),
    [api, customerId, channel],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: channel
        ? webChannelValuesOf(channel, formatStreamDelay)
        : newWebChannelValues(data.regions),
      validate: async (values) =>
        (await loadRules()).validateWebChannel(data.maxDeleteAfter)(values),
    },
  });
  usePrefetchRules(loadRules);
  // One upload at a time, whose states are these four: the chosen file is checked here, sent,
  // and its id handed to the form; the preview is the file itself, released when replaced.
  const [imageUpload, setImageUpload] = useState<OfflineImageUpload>({ status: 'none' });
  const previewUrl = imageUpload.status === 'ready' ? imageUpload.previewUrl : null;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const chooseImage = async (file: File) => {
    const problem = offlineImageProblem(file);
    if (problem) {
      setImageUpload({ status: 'failed', message: problem });
      return;
    }
    setImageUpload({ status: 'uploading', fileName: file.name });
    try {
      const stored = await api.uploadWebChannelOfflineImage(customerId, file);
      setImageUpload({
        status: 'ready',
        fileName: file.name,
        previewUrl: URL.createObjectURL(file),
      });
      send({ type: 'form.change', values: { 'offlineContent.imageId': stored.imageId } });
    } catch (error) {
      setImageUpload({ status: 'failed', message: uploadFailureMessage(error) });
    }
  };

  const saved = snapshot.context.result;
  // The machine has ended with the saved channel: announce it, refresh the list, show it.
  useEffect(() => {
    if (!saved) return;
    webChannelList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(channel ? 'webChannels.saved' : 'webChannels.created', { name: saved.name }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/web-channels/${saved.uuid}`, { replace: channel === null });
    // Runs once, when the saved channel arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <WebChannelFormView
      savedName={channel?.name}
      backHref={channel ? `/settings/web-channels/${channel.uuid}` : '/settings/web-channels'}
      values={snapshot.context.values}
      regions={data.regions}
      encoderChannels={data.encoderChannels}
      videos={data.videos}
      playlists={data.playlists}
      maxDeleteAfter={data.maxDeleteAfter}
      savedImageUrl={channel?.offlineContent.imageUrl ?? null}
      imageUpload={imageUpload}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(values) => send({ type: 'form.change', values })}
      onChooseImage={(file) => void chooseImage(file)}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

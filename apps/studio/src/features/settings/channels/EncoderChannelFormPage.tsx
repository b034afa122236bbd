import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { EncoderChannel } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createEncoderChannelFormDataActors,
  createEncoderChannelSubmitActors,
  encoderChannelValuesOf,
  newEncoderChannelValues,
  type EncoderChannelFormData,
  type EncoderChannelFormValues,
} from './form-actors';
import { encoderChannelList } from './channel-lists';
import { usePrefetchRules } from '../prefetch-rules';
import { EncoderChannelFormView } from './EncoderChannelFormView';

const formDataMachine = createRecordMachine<EncoderChannelFormData>();
const encoderChannelFormMachine = createFormMachine<EncoderChannelFormValues, EncoderChannel>();

/** The rules with yup, fetched on the first submit at the latest (prefetched once the form shows). */
const loadRules = () => import('./channel-rules');

export function EncoderChannelCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <EncoderChannelFormLoader customerId={customerId} uuid={null} /> : null;
}

export function EncoderChannelEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? (
    <EncoderChannelFormLoader customerId={customerId} uuid={uuid} />
  ) : null;
}

/**
 * Reads what the form needs (the channel on edit, the regions, the users who can be given it and
 * the organisation's retention bound) in one record machine, then shows the form.
 */
function EncoderChannelFormLoader({
  customerId,
  uuid,
}: {
  customerId: string;
  uuid: string | null;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      formDataMachine.provide({
        actors: createEncoderChannelFormDataActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(data) => <EncoderChannelForm customerId={customerId} data={data} />}
    </RecordContent>
  );
}

function EncoderChannelForm({
  customerId,
  data,
}: {
  customerId: string;
  data: EncoderChannelFormData;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsChannels');
  const toast = useToast();
  const navigate = useNavigate();
  const { channel } = data;
  const machine = useMemo(
    () =>
      encoderChannelFormMachine.provide({
        actors: createEncoderChannelSubmitActors(api, customerId, channel?.uuid ?? null),
      }),
    [api, customerId, channel],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: channel
        ? encoderChannelValuesOf(channel)
        : newEncoderChannelValues(data.regions, data.defaultDeleteAfter),
      validate: async (values) =>
        (await loadRules()).validateEncoderChannel(data.maxDeleteAfter)(values),
    },
  });
  const saved = snapshot.context.result;
  usePrefetchRules(loadRules);

  // The machine has ended with the saved channel: announce it, refresh the list, show it.
  useEffect(() => {
    if (!saved) return;
    encoderChannelList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(channel ? 'encoderChannels.saved' : 'encoderChannels.created', {
          name: saved.name,
        }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/encoder-channels/${saved.uuid}`, { replace: channel === null });
    // Runs once, when the saved channel arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <EncoderChannelFormView
      savedName={channel?.name}
      backHref={
        channel ? `/settings/encoder-channels/${channel.uuid}` : '/settings/encoder-channels'
      }
      values={snapshot.context.values}
      regions={data.regions}
      userOptions={data.userOptions}
      maxDeleteAfter={data.maxDeleteAfter}
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

import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Encoder, StudioApi } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import { createEncoderSubmitActors, type EncoderFormValues } from './actors';
import { encoderFieldErrors } from './encoder-rules';
import { encoderList } from './encoder-list';
import { EncoderFormView } from './EncoderFormView';
import { settingsEncoderHref, type EncoderPlace } from './encoder-place';

/** What the form needs before it shows: the encoder, the channels to choose and its inputs. */
interface EncoderFormData {
  encoder: Encoder;
  channels: { uuid: string; name: string }[];
  inputSources: string[];
}

const encoderFormDataMachine = createRecordMachine<EncoderFormData>();
const encoderFormMachine = createFormMachine<EncoderFormValues, Encoder>();

function formDataActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<EncoderFormData>(async ({ signal }) => {
      const [encoder, channels, options] = await Promise.all([
        api.getEncoder(customerId, uuid, { signal }),
        api.listEncoderChannels(customerId, { signal }),
        api.getEncoderOptions(customerId, uuid, { signal }),
      ]);
      return {
        encoder,
        channels: channels.items.map(({ uuid: id, name }) => ({ uuid: id, name })),
        inputSources: options.videoInputSources,
      };
    }),
  };
}

/** The edit form of one organisation's encoder; the staff area shows it in its own place. */
export function EncoderEdit({
  customerId,
  uuid,
  place,
}: {
  customerId: string;
  uuid: string;
  place?: EncoderPlace;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => encoderFormDataMachine.provide({ actors: formDataActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(data) => <EncoderForm customerId={customerId} data={data} place={place} />}
    </RecordContent>
  );
}

function EncoderForm({
  customerId,
  data,
  place,
}: {
  customerId: string;
  data: EncoderFormData;
  place: EncoderPlace | undefined;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('encoders');
  const toast = useToast();
  const navigate = useNavigate();
  const { encoder } = data;
  const machine = useMemo(
    () =>
      encoderFormMachine.provide({
        actors: createEncoderSubmitActors(api, customerId, encoder.uuid),
      }),
    [api, customerId, encoder.uuid],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: {
        name: encoder.name,
        assignedChannelId: encoder.assignedChannel?.uuid ?? '',
        videoInputSource: encoder.videoInputSource ?? '',
      },
      validate: encoderFieldErrors,
    },
  });
  const saved = snapshot.context.result;
  useEffect(() => {
    if (!saved) return;
    encoderList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('edit.saved', { name: saved.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate((place?.encoderHref ?? settingsEncoderHref)(saved.uuid));
    // Runs once, when the saved encoder arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const { error, fieldErrors } = snapshot.context;
  return (
    <EncoderFormView
      saved={{ uuid: encoder.uuid, name: encoder.name }}
      values={snapshot.context.values}
      channels={data.channels}
      inputSources={data.inputSources}
      fieldErrors={fieldErrors}
      formError={error && Object.keys(fieldErrors).length === 0 ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
      place={place}
    />
  );
}

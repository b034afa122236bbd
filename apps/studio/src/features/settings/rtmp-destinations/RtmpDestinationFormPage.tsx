import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { RtmpDestination } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createRtmpDestinationRecordActors,
  createRtmpDestinationSubmitActors,
  type RtmpDestinationFormValues,
} from './actors';
import { rtmpDestinationList } from './rtmp-destination-list';
import { RtmpDestinationFormView } from './RtmpDestinationFormView';
import { usePrefetchRules } from '../prefetch-rules';

const rtmpDestinationFormMachine = createFormMachine<RtmpDestinationFormValues, RtmpDestination>();
const rtmpDestinationMachine = createRecordMachine<RtmpDestination>();

/** The rules with yup, fetched when the form shows and awaited on the first submit. */
const loadRules = () => import('./rtmp-destination-rules');
const validateNew = async (values: RtmpDestinationFormValues) =>
  (await loadRules()).rtmpDestinationFieldErrors(values);
const validateEdit = async (values: RtmpDestinationFormValues) =>
  (await loadRules()).rtmpDestinationUpdateFieldErrors(values);

const EMPTY: RtmpDestinationFormValues = { name: '', streamUrl: '', streamKey: '', viewUrl: '' };

export function RtmpDestinationCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <RtmpDestinationForm customerId={customerId} destination={null} /> : null;
}

/** Edit reads the destination (record machine), then hands it to the same form. */
export function RtmpDestinationEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <RtmpDestinationEdit customerId={customerId} uuid={uuid} /> : null;
}

function RtmpDestinationEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      rtmpDestinationMachine.provide({
        actors: createRtmpDestinationRecordActors(api, customerId, uuid),
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
      {(destination) => <RtmpDestinationForm customerId={customerId} destination={destination} />}
    </RecordContent>
  );
}

function RtmpDestinationForm({
  customerId,
  destination,
}: {
  customerId: string;
  destination: RtmpDestination | null;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsRtmpDestinations');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      rtmpDestinationFormMachine.provide({
        actors: createRtmpDestinationSubmitActors(api, customerId, destination?.uuid ?? null),
      }),
    [api, customerId, destination],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: destination
        ? {
            name: destination.name,
            streamUrl: destination.streamUrl,
            streamKey: '',
            viewUrl: destination.viewUrl ?? '',
          }
        : EMPTY,
      validate: destination ? validateEdit : validateNew,
    },
  });
  const saved = snapshot.context.result;

  usePrefetchRules(loadRules);

  // Saved: announce it, refresh the list, show the destination (its key masked from now on).
  useEffect(() => {
    if (!saved) return;
    rtmpDestinationList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(destination ? 'rtmpDestinations.saved' : 'rtmpDestinations.created', {
          name: saved.name,
        }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/rtmp-destinations/${saved.uuid}`, { replace: destination === null });
    // Runs once, when the saved destination arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <RtmpDestinationFormView
      {...(destination
        ? { saved: { name: destination.name, streamKeyEnding: destination.streamKeyEnding } }
        : {})}
      backHref={
        destination
          ? `/settings/rtmp-destinations/${destination.uuid}`
          : '/settings/rtmp-destinations'
      }
      values={snapshot.context.values}
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

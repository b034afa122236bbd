import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { Encoder } from '@studio/api';
import { createRecordMachine, encoderMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import { createEncoderCommandActors, createEncoderRecordActors } from './actors';
import { useEncoderReports } from './encoder-reports';
import { commandsOf, displayStateOf, progressOf } from './encoder-state';
import { encoderList } from './encoder-list';
import { EncoderView } from './EncoderView';

const encoderRecordMachine = createRecordMachine<Encoder>();

/** One encoder: read through the record machine, then driven by the encoder machine. */
export function EncoderPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <EncoderRecord customerId={customerId} uuid={uuid} /> : null;
}

function EncoderRecord({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      encoderRecordMachine.provide({ actors: createEncoderRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(encoder) => <EncoderControls customerId={customerId} encoder={encoder} />}
    </RecordContent>
  );
}

function EncoderControls({ customerId, encoder }: { customerId: string; encoder: Encoder }) {
  const { api } = useRuntime();
  const { t } = useTranslation('encoders');
  const toast = useToast();
  const navigate = useNavigate();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const machine = useMemo(
    () => encoderMachine.provide({ actors: createEncoderCommandActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine, { input: { encoderId: encoder.uuid } });
  useEncoderReports(api, customerId, encoder.uuid, send);
  // The record's state first, so the page does not show IDLE until the status arrives.
  useEffect(() => {
    send({ type: 'encoder.reported', state: encoder.state });
  }, [send, encoder.state]);

  const remove = async () => {
    try {
      await api.deleteEncoder(customerId, encoder.uuid);
    } catch (error) {
      toast.show({ title: t('removeFailed', { name: encoder.name }), tone: 'error' });
      throw error;
    }
    encoderList(api, customerId).send({ type: 'list.refresh' });
    toast.show({ title: t('removed', { name: encoder.name }), tone: 'success' }, { timeout: 5000 });
    void navigate('/settings/encoders');
  };

  return (
    <EncoderView
      encoder={encoder}
      state={displayStateOf(snapshot)}
      liveStatus={snapshot.context.liveStatus}
      commands={commandsOf(snapshot)}
      progress={progressOf(snapshot)}
      error={snapshot.context.error?.message ?? null}
      abortedForRunTime={snapshot.context.abortedForRunTime}
      canRemove={encoder.type === 'software' && capabilities.includes('encoders.softwareDelete')}
      onStart={() => send({ type: 'encoder.start', eventId: '' })}
      onStop={() => send({ type: 'encoder.stop' })}
      onRestart={() => send({ type: 'encoder.restart' })}
      onUploadLogs={() => send({ type: 'encoder.uploadLogs' })}
      onRemove={remove}
    />
  );
}

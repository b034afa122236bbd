import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { Encoder, LogLevel } from '@studio/api';
import { createListResourceMachine, createRecordMachine } from '@studio/machines';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { createEncoderLogActors, createEncoderRecordActors, type EncoderLogItem } from './actors';
import { DEFAULT_LOG_LEVEL, EncoderLogsView } from './EncoderLogsView';

const encoderRecordMachine = createRecordMachine<Encoder>();

/** Staff find the encoder's organisation first; only they load that lookup. */
const StaffEncoderRecord = lazy(async () => ({
  default: (await import('../admin/encoders/staff-encoder-record')).StaffEncoderRecord,
}));
const logListMachine = createListResourceMachine<EncoderLogItem>();

/**
 * `/encoders/{uuid}/logs`: the signed-in organisation's encoder, or for staff who search every
 * organisation's encoders (`encoders.admin`, the staff encoder page's logs link), whichever
 * organisation the encoder belongs to.
 */
export function EncoderLogsPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const searchesEveryOrganisation = useSession(
    (snapshot) => snapshot.context.user?.capabilities.includes('encoders.admin') ?? false,
  );
  const { uuid } = useParams();
  if (!customerId || !uuid) return null;
  if (searchesEveryOrganisation) {
    return (
      <Suspense fallback={null}>
        <StaffEncoderRecord>
          {(row) => <EncoderLogsRecord customerId={row.customer.uuid} uuid={uuid} />}
        </StaffEncoderRecord>
      </Suspense>
    );
  }
  return <EncoderLogsRecord customerId={customerId} uuid={uuid} />;
}

function EncoderLogsRecord({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      encoderRecordMachine.provide({ actors: createEncoderRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  const [level, setLevel] = useState<LogLevel>(DEFAULT_LOG_LEVEL);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(encoder) => (
        // A new level is a new list: its own machine, fetched from the first page.
        <EncoderLogList
          key={level}
          customerId={customerId}
          encoder={encoder}
          level={level}
          onLevelChange={setLevel}
        />
      )}
    </RecordContent>
  );
}

function EncoderLogList({
  customerId,
  encoder,
  level,
  onLevelChange,
}: {
  customerId: string;
  encoder: Encoder;
  level: LogLevel;
  onLevelChange(level: LogLevel): void;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      logListMachine.provide({
        actors: createEncoderLogActors(api, customerId, encoder.uuid, level),
      }),
    [api, customerId, encoder.uuid, level],
  );
  const [snapshot, send] = useMachine(machine, { input: {} });
  useEffect(() => send({ type: 'list.fetch' }), [send]);
  const { items, error, nextUrl } = snapshot.context;
  if (snapshot.matches('error') && error) {
    return (
      <RouteFailureView
        status={error.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={() => send({ type: 'list.fetch' })}
      />
    );
  }
  const hasFetched = !snapshot.matches('idle') && !snapshot.matches('fetching');
  return (
    <EncoderLogsView
      encoder={encoder}
      level={level}
      entries={hasFetched ? items : null}
      hasMore={nextUrl !== null}
      isLoadingMore={snapshot.matches('fetchingMore')}
      onLevelChange={onLevelChange}
      onLoadMore={() => send({ type: 'list.fetchMore' })}
    />
  );
}

import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ContentDestinationSummary } from '@studio/api';
import { createRecordMachine, userMessageOf } from '@studio/machines';
import { Button, Dialog, DialogTrigger } from '@studio/ui';
import { useRuntime } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import { DestinationTotalsView } from './DestinationTotalsView';

const summaryMachine = createRecordMachine<ContentDestinationSummary>();

/**
 * "Totals" on a destination that ran: the dialog reads the totals when it opens (not for every
 * row of the list), through the record machine so a failure offers Retry.
 */
export function DestinationTotalsDialog({
  customerId,
  destinationId,
  name,
}: {
  customerId: string;
  destinationId: string;
  name: string;
}) {
  const { t } = useTranslation('live');
  return (
    <DialogTrigger>
      <Button size="sm" variant="quiet" aria-label={t('totals.openName', { name })}>
        {t('totals.open')}
      </Button>
      <Dialog title={t('totals.title', { name })} closeLabel={t('totals.close')} isDismissable>
        <DestinationTotals customerId={customerId} destinationId={destinationId} />
      </Dialog>
    </DialogTrigger>
  );
}

function DestinationTotals({
  customerId,
  destinationId,
}: {
  customerId: string;
  destinationId: string;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      summaryMachine.provide({
        actors: {
          fetchRecord: fromPromise<ContentDestinationSummary>(({ signal }) =>
            api.getContentDestinationSummary(customerId, destinationId, { signal }),
          ),
        },
      }),
    [api, customerId, destinationId],
  );
  const [snapshot, send] = useMachine(machine);
  const { data, error } = snapshot.context;
  return (
    <DestinationTotalsView
      summary={data}
      error={error ? userMessageOf(error) : null}
      onRetry={() => send({ type: 'record.retry' })}
    />
  );
}

import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import type { fromPromise } from 'xstate';
import { createRecordMachine } from '@studio/machines';
import type { SearchOutcome } from './OrganisationsView';

/**
 * Runs one search on a record machine of its own: the parent keys it by the query, so a new
 * query is a new machine (and leaving aborts the search in flight). Nothing is asked for an
 * empty or too short query.
 */
export function SearchHost<Result>({
  input,
  isTooShort,
  actors,
  children,
}: {
  input: string;
  isTooShort: boolean;
  actors: { fetchRecord: ReturnType<typeof fromPromise<Result>> };
  children(outcome: SearchOutcome<Result>, retry: () => void): ReactNode;
}) {
  const machine = useMemo(
    () => createRecordMachine<Result>().provide({ actors }),
    // The parent keys this component by the query: the actors are fixed for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const retry = () => send({ type: 'record.retry' });
  if (input.trim() === '') return children({ state: 'idle' }, retry);
  if (isTooShort) return children({ state: 'tooShort' }, retry);
  if (snapshot.context.error) return children({ state: 'failed' }, retry);
  if (snapshot.context.data === null) return children({ state: 'loading' }, retry);
  return children({ state: 'done', result: snapshot.context.data }, retry);
}

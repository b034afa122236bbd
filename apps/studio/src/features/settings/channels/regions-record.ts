import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import type { Region } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useRuntime } from '../../../app/runtime-context';
import { createRegionsRecordActors } from './actors';

const regionsMachine = createRecordMachine<Region[]>();

/**
 * The regions a channel list names, through the record machine (the client caches the lookup
 * for 120 s). null while they load or when they could not be read: the list shows without them.
 */
export function useRegions(): Region[] | null {
  const { api } = useRuntime();
  const machine = useMemo(
    () => regionsMachine.provide({ actors: createRegionsRecordActors(api) }),
    [api],
  );
  const [snapshot] = useMachine(machine);
  return snapshot.context.data;
}

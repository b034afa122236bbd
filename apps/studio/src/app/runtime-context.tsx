import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@studio/machines';
import type { StudioRuntime } from './runtime';

const RuntimeContext = createContext<StudioRuntime | null>(null);

export function RuntimeProvider({
  runtime,
  children,
}: {
  runtime: StudioRuntime;
  children: ReactNode;
}) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): StudioRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a RuntimeProvider above it');
  return runtime;
}

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Reads a slice of the session; re-renders only when that slice changes. */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useRuntime().session, selector);
}

import { fromPromise } from 'xstate';

/**
 * Invoked calls waiting for a reviewer's decision in a story. Stories provide every actor of a
 * machine as a manual actor, so QA settles each call with a button instead of a real backend.
 */
export interface PendingCall {
  readonly id: number;
  readonly actorName: string;
  readonly input: unknown;
  readonly resolve: (output: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

export interface PendingCallStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => readonly PendingCall[];
  readonly manualActor: <TOutput, TInput = unknown>(
    actorName: string,
  ) => ReturnType<typeof fromPromise<TOutput, TInput>>;
}

export function createPendingCallStore(): PendingCallStore {
  let calls: readonly PendingCall[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly PendingCall[]): void => {
    calls = next;
    listeners.forEach((listener) => listener());
  };
  const remove = (id: number): void => publish(calls.filter((call) => call.id !== id));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => calls,
    manualActor: <TOutput, TInput = unknown>(actorName: string) =>
      fromPromise<TOutput, TInput>(
        ({ input, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const id = nextId;
            nextId += 1;
            // A state left before its call settles stops the actor: drop the stale button.
            signal.addEventListener('abort', () => remove(id));
            publish([
              ...calls,
              {
                id,
                actorName,
                input,
                resolve: (output) => {
                  remove(id);
                  resolve(output as TOutput);
                },
                reject: (reason) => {
                  remove(id);
                  reject(reason);
                },
              },
            ]);
          }),
      ),
  };
}

import { fromPromise } from 'xstate';

/**
 * A promise actor the test settles by hand, so a test can observe the machine while a call is in
 * flight and decide its outcome afterwards. Every invocation is recorded with its input.
 */
export interface DeferredCall<TOutput, TInput> {
  readonly input: TInput;
  readonly resolve: (output: TOutput) => void;
  readonly reject: (reason: unknown) => void;
}

export interface DeferredActor<TOutput, TInput> {
  readonly logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  readonly calls: DeferredCall<TOutput, TInput>[];
  /** Settles the latest call and lets the machine process the outcome. */
  resolve(output: TOutput): Promise<void>;
  reject(reason: unknown): Promise<void>;
  lastInput(): TInput;
}

/** Lets promise callbacks and the actor mailbox run; the machines never await anything else. */
export async function settle(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

export function deferredActor<TOutput, TInput = unknown>(): DeferredActor<TOutput, TInput> {
  const calls: DeferredCall<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const latest = (): DeferredCall<TOutput, TInput> => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never invoked');
    return call;
  };
  return {
    logic,
    calls,
    async resolve(output) {
      latest().resolve(output);
      await settle();
    },
    async reject(reason) {
      latest().reject(reason);
      await settle();
    },
    lastInput: () => latest().input,
  };
}

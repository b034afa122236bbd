/**
 * Default implementation of every injected actor: the machines perform no I/O, so a studio that
 * forgets to `provide` an actor gets a clear failure naming it instead of a silent hang.
 */
export function notProvided<TOutput>(actorName: string): () => Promise<TOutput> {
  return () =>
    Promise.reject(new Error(`The "${actorName}" actor was not provided: use machine.provide().`));
}

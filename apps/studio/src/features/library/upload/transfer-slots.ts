/**
 * Queued uploads: at most `size` transfers send bytes at once, the others wait their turn in the
 * order they asked. `acquire` resolves with the function that gives the slot back; an aborted
 * wait leaves the queue without taking a slot.
 */
export function createTransferSlots(size = 1) {
  let free = size;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    acquire(signal: AbortSignal): Promise<() => void> {
      return new Promise((resolve, reject) => {
        let released = false;
        const once = () => {
          if (released) return;
          released = true;
          release();
        };
        if (free > 0) {
          free -= 1;
          resolve(once);
          return;
        }
        const grant = () => resolve(once);
        waiting.push(grant);
        signal.addEventListener(
          'abort',
          () => {
            const index = waiting.indexOf(grant);
            if (index >= 0) waiting.splice(index, 1);
            reject(signal.reason);
          },
          { once: true },
        );
      });
    },
  };
}

export type TransferSlots = ReturnType<typeof createTransferSlots>;

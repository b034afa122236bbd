import { abortReason } from './sleep.js';

/**
 * Runs `task` over `items` with at most `limit` running at once (spec section 9: playlist media
 * four at a time), keeping the input order in the result. The first failure rejects the whole run
 * and stops starting new tasks; an abort does the same.
 */
export async function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item, index: number) => Promise<Result>,
  signal?: AbortSignal,
): Promise<Result[]> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const results = new Array<Result>(items.length);
  let nextIndex = 0;
  let failed = false;

  async function worker(): Promise<void> {
    while (!failed && nextIndex < items.length) {
      if (signal?.aborted) throw abortReason(signal);
      const index = nextIndex;
      nextIndex += 1;
      try {
        results[index] = await task(items[index] as Item, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }

  const workers = Array.from({ length: Math.min(limit, items.length) }, () => worker());
  await Promise.all(workers);
  return results;
}

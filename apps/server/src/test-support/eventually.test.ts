import { describe, expect, it } from 'vitest';
import { eventually, eventuallyDefined } from './eventually';

describe('eventually', () => {
  it('answers the first value the condition takes', async () => {
    let reads = 0;
    const value = await eventually(
      () => (reads += 1),
      (count) => count >= 3,
    );
    expect(value).toBe(3);
  });

  it('gives up after its deadline, naming the condition and the last value read', async () => {
    await expect(
      eventually(
        async () => ({ status: 'starting' }),
        (row) => row.status === 'started',
        undefined,
        300,
      ),
      // The condition's source, as the transformer printed it.
    ).rejects.toThrow(
      /^Gave up waiting for \(row\) => row\.status === .started.; last read: \{"status":"starting"\}$/,
    );
  });

  it('waits for a defined value and answers it', async () => {
    const lines: string[] = [];
    setTimeout(() => lines.push('Connected'), 250);
    expect(await eventuallyDefined('the line', () => lines[0])).toBe('Connected');
  });
});

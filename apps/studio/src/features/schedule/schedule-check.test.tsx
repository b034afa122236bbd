import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScheduleValidation, StudioApi } from '@studio/api';
import { SCHEDULE_MESSAGES } from '@studio/domain';
import { eventFormValues } from './event-form';
import { useScheduleCheck } from './schedule-check';
import { sundayService } from './schedule-fixtures';

const saved = { uuid: sundayService.uuid, startTime: sundayService.startTime };
const values = eventFormValues(sundayService);

function apiAnswering(verdict: ScheduleValidation) {
  const validateSchedule = vi.fn(async () => verdict);
  return { api: { validateSchedule } as unknown as StudioApi, validateSchedule };
}

describe('useScheduleCheck', () => {
  it('asks the server once the values rest, and keeps only what the server alone can see', async () => {
    const { api, validateSchedule } = apiAnswering({
      valid: false,
      problems: [
        {
          code: 'EVENT_OVERLAP',
          message: SCHEDULE_MESSAGES.overlapEncoder,
          field: 'body.encoderId',
        },
        { code: 'INVALID_REQUEST', message: 'A field rule the form shows on submit.' },
      ],
    });
    const { result } = renderHook(() => useScheduleCheck(api, 'customer-1', values, saved));
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current).toEqual([SCHEDULE_MESSAGES.overlapEncoder]));
    expect(validateSchedule).toHaveBeenCalledTimes(1);
    expect(validateSchedule).toHaveBeenCalledWith(
      'customer-1',
      expect.objectContaining({ name: sundayService.name }),
      expect.objectContaining({ eventId: sundayService.uuid }),
    );
  });

  it('does not ask while a field rule is broken', async () => {
    const { api, validateSchedule } = apiAnswering({ valid: true, problems: [] });
    const { result } = renderHook(() =>
      useScheduleCheck(api, 'customer-1', { ...values, name: '' }, saved),
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(validateSchedule).not.toHaveBeenCalled();
    expect(result.current).toEqual([]);
  });

  it('forgets the check in flight when the values change again', async () => {
    const signals: AbortSignal[] = [];
    const api = {
      validateSchedule: vi.fn(
        (_customer: string, _body: unknown, options: { signal: AbortSignal }) => {
          signals.push(options.signal);
          // The first check is still in flight when the values change; the next one answers.
          return signals.length === 1
            ? new Promise(() => undefined)
            : Promise.resolve({ valid: true, problems: [] });
        },
      ),
    } as unknown as StudioApi;
    const { rerender } = renderHook(
      ({ name }) => useScheduleCheck(api, 'c', { ...values, name }, saved),
      {
        initialProps: { name: 'First' },
      },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ name: 'Second' });
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(signals).toHaveLength(2));
  });
});

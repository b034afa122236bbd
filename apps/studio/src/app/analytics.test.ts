import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryEvent } from '@studio/api';
import {
  ANALYTICS_EVENTS,
  TELEMETRY_BATCH_WINDOW_MS,
  TELEMETRY_MAX_BATCH,
  createAnalyticsTracker,
  createTelemetrySink,
} from './analytics';

const sender = {
  userName: 'admin@riverside.example',
  orgName: 'Riverside Community',
  orgUuid: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
};

function trackerWithSink(send: (events: TelemetryEvent[]) => Promise<unknown>) {
  const log = vi.fn();
  const tracker = createAnalyticsTracker(() => new Date('2026-11-22T11:00:00.000Z'));
  tracker.addSink(createTelemetrySink({ send, log }));
  return { tracker, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the telemetry sink', () => {
  it('sends the events of one moment together, after the batch window, in the contract’s shape', async () => {
    const sent: TelemetryEvent[][] = [];
    const { tracker } = trackerWithSink(async (events) => sent.push(events));
    tracker.track(ANALYTICS_EVENTS.signedIn, sender);
    tracker.track(ANALYTICS_EVENTS.areaViewed, { ...sender, area: 'dashboard', from: null });
    expect(sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_WINDOW_MS);
    expect(sent).toEqual([
      [
        { name: 'Logged In', ...sender, timestamp: '2026-11-22T11:00:00.000Z' },
        {
          name: 'Area Viewed',
          ...sender,
          properties: { area: 'dashboard', from: null },
          timestamp: '2026-11-22T11:00:00.000Z',
        },
      ],
    ]);
  });

  it('sends at once when flushed, as signing out does', async () => {
    const send = vi.fn(async () => undefined);
    const { tracker } = trackerWithSink(send);
    tracker.track(ANALYTICS_EVENTS.signedOut, sender);
    await tracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_WINDOW_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends more than the contract’s 100 events in one request', async () => {
    const sizes: number[] = [];
    const { tracker } = trackerWithSink(async (events) => sizes.push(events.length));
    for (let index = 0; index < TELEMETRY_MAX_BATCH + 1; index += 1) {
      tracker.track(ANALYTICS_EVENTS.areaViewed, { ...sender, area: `area-${index}` });
    }
    await tracker.flush();
    expect(sizes).toEqual([100, 1]);
  });

  it('logs a failed send, drops those events and never throws to the person', async () => {
    const send = vi.fn(async () => {
      throw new Error('telemetry is down');
    });
    const { tracker, log } = trackerWithSink(send);
    tracker.track(ANALYTICS_EVENTS.signedIn, sender);
    await expect(tracker.flush()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('analytics: 1 event(s) not sent', expect.any(Error));
    await tracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the tracker', () => {
  it('keeps tracking when one sink throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tracker = createAnalyticsTracker();
    const received: string[] = [];
    tracker.addSink({
      receive: () => {
        throw new Error('broken sink');
      },
    });
    tracker.addSink({ receive: (event) => received.push(event.name) });
    tracker.track(ANALYTICS_EVENTS.signedIn, sender);
    expect(received).toEqual(['Logged In']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

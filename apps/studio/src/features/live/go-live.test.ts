import { describe, expect, it } from 'vitest';
import { createStudioApi } from '@studio/api';
import { readGoLiveSituation } from './go-live';

const ORIGIN = 'http://studio.test';
const NOW = Date.parse('2026-11-29T15:20:00Z');
const ENCODER = 'enc-sanctuary';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const occurrence = (eventId: string, startDate: string, paused = false) => ({
  eventId,
  title: eventId,
  startDay: startDate.slice(0, 10),
  endDay: startDate.slice(0, 10),
  startDate,
  endDate: startDate,
  kind: 'LIVE',
  paused,
  recurring: true,
});

/**
 * A client whose schedule holds `occurrences`, each event on the encoder `encoders[eventId]`; the
 * weekly series all started months ago, which is why the occurrences, not the events' first
 * starts, must decide.
 */
function clientWith(
  occurrences: ReturnType<typeof occurrence>[],
  encoders: Record<string, string>,
  requested: string[] = [],
) {
  return createStudioApi({
    origin: ORIGIN,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      requested.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith(`/encoders/${ENCODER}/status`)) return json({ state: 'IDLE' });
      if (url.pathname.endsWith('/schedules')) return json(occurrences);
      const eventId = url.pathname.split('/').pop() ?? '';
      return json({
        uuid: eventId,
        name: eventId,
        startTime: '2026-03-01T16:00:00Z',
        durationMinutes: 90,
        contentType: 'live_encoder',
        kind: 'LIVE',
        paused: false,
        published: true,
        contentDestinations: [],
        encoderId: encoders[eventId],
      });
    },
  });
}

describe('the Go Live situation', () => {
  it('finds an occurrence of a long-running weekly series on this encoder within the hour', async () => {
    const requested: string[] = [];
    const api = clientWith(
      [
        occurrence('other-encoder', '2026-11-29T15:30:00Z'),
        occurrence('sunday-service', '2026-11-29T16:00:00Z'),
      ],
      { 'sunday-service': ENCODER, 'other-encoder': 'enc-chapel' },
      requested,
    );
    const situation = await readGoLiveSituation(api, 'org-1', ENCODER, NOW);
    expect(situation.nextScheduledStart).toBe(Date.parse('2026-11-29T16:00:00Z'));
    expect(situation.encoderLiveForEventId).toBeNull();
    const window = requested.find((path) => path.includes('/schedules'));
    expect(window).toContain(`startTime=${encodeURIComponent(new Date(NOW).toISOString())}`);
    expect(window).toContain(encodeURIComponent('2026-11-29T16:20:00.000Z'));
  });

  it('does not warn for a paused event or another encoder', async () => {
    const api = clientWith(
      [
        occurrence('paused-service', '2026-11-29T15:45:00Z', true),
        occurrence('chapel', '2026-11-29T15:50:00Z'),
      ],
      { 'paused-service': ENCODER, chapel: 'enc-chapel' },
    );
    expect((await readGoLiveSituation(api, 'org-1', ENCODER, NOW)).nextScheduledStart).toBeNull();
  });

  it('goes ahead without a warning when the schedule cannot be read', async () => {
    const api = createStudioApi({
      origin: ORIGIN,
      fetch: async (request: Request) =>
        new URL(request.url).pathname.endsWith('/status')
          ? json({ state: 'STARTED', eventId: 'ev-now' })
          : new Response('[]', { status: 500 }),
    });
    const situation = await readGoLiveSituation(api, 'org-1', ENCODER, NOW);
    expect(situation).toEqual({
      now: NOW,
      nextScheduledStart: null,
      encoderLiveForEventId: 'ev-now',
    });
  });
});

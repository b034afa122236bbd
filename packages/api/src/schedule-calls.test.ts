import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const event = {
  name: 'Sunday Service',
  startTime: '2030-01-06T16:00:00Z',
  durationMinutes: 90,
  contentType: 'live_encoder' as const,
  contentDestinations: [{ type: 'EMBED' as const, webEventProfileId: 'w1' }],
};

describe('schedule calls (issue 16)', () => {
  it('sends each event call to its path, with the time filter and the window', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, []),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listEvents('org-1', { timeFilter: 'PAST' });
    await api.createEvent('org-1', event);
    await api.updateEvent('org-1', 'ev1', event);
    await api.pauseEvent('org-1', 'ev1');
    await api.resumeEvent('org-1', 'ev1');
    await api.deleteEvent('org-1', 'ev1');
    await api.listSchedules('org-1', {
      startTime: '2030-01-01T00:00:00Z',
      endTime: '2030-02-01T00:00:00Z',
    });
    await api.addScheduleExdate('org-1', 'ev1', '2030-01-13T16:00:00Z');
    await api.validateSchedule('org-1', event, { eventId: 'ev1' });
    await api.listSubjectEventLogs('ev1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v3/customers/org-1/events?timeFilter=PAST',
      'POST /api/v3/customers/org-1/events',
      'PUT /api/v3/customers/org-1/events/ev1',
      'POST /api/v3/customers/org-1/events/ev1/pause',
      'POST /api/v3/customers/org-1/events/ev1/resume',
      'DELETE /api/v3/customers/org-1/events/ev1',
      'GET /api/v3/customers/org-1/schedules?startTime=2030-01-01T00%3A00%3A00Z&endTime=2030-02-01T00%3A00%3A00Z',
      'POST /api/v3/customers/org-1/schedules/ev1/exdates',
      'POST /api/v3/customers/org-1/schedules/validate?eventId=ev1',
      'GET /api/v3/subjects/ev1/events',
    ]);
    expect(JSON.parse(fake.requests[7]?.body ?? '')).toEqual({ date: '2030-01-13T16:00:00Z' });
  });
});

import { dayInZone, instantInZone, seriesEnd, type Recurrence } from '@studio/domain';
import type { Database } from '../db/connection';
import {
  eventLogs,
  scheduledEventDestinations,
  scheduledEventRuns,
  scheduledEvents,
} from '../db/schedule/schema';
import { ENCODER_CHANNEL_IDS, ORGANISATION_IDS, WEB_CHANNEL_IDS } from './demo-data';
import { ENCODER_IDS } from './seed-encoders';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SCHEDULED_EVENT_IDS = {
  sundayService: '2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c01',
  thanksgivingService: '2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c02',
} as const;

const RIVERSIDE_ZONE = 'America/Chicago';
const MINUTE_MS = 60_000;
const SUNDAY_SERVICE_RECURRENCE: Recurrence = {
  type: 'weekly',
  interval: 1,
  weekdays: ['SU'],
  dayOfMonth: null,
  setPosition: null,
  month: null,
  endType: 'AFTER',
  endDate: null,
  occurrences: 20,
};

/**
 * Sunday 10:00 in Riverside's zone, `weeks` weeks from the first Sunday after `now`: with
 * `weeks` ≥ 0, an occurrence of the seeded Sunday service (the contract walk's examples use it).
 */
export function sundayTenInChicago(now: Date, weeks: number): Date {
  const today = new Date(`${dayInZone(now, RIVERSIDE_ZONE)}T00:00:00Z`);
  const daysToSunday = 7 - today.getUTCDay();
  const sunday = new Date(today.getTime() + (daysToSunday + weeks * 7) * 24 * 60 * MINUTE_MS);
  return instantInZone(sunday.toISOString().slice(0, 10), '10:00', RIVERSIDE_ZONE);
}

/**
 * The demo schedule (issue 16): Riverside's Sunday service, every Sunday at 10:00 for 20 weeks
 * from the next Sunday, on the main sanctuary encoder and the main web channel; and a service
 * that ran two Sundays ago, with its run and its event log.
 */
export async function seedSchedule(tx: Transaction, now: Date): Promise<void> {
  const firstSunday = sundayTenInChicago(now, 0);
  const pastStart = sundayTenInChicago(now, -2);
  const common = {
    organisationId: ORGANISATION_IDS.riverside,
    timezone: RIVERSIDE_ZONE,
    durationMinutes: 90,
    contentType: 'live_encoder' as const,
    kind: 'LIVE' as const,
    encoderId: ENCODER_IDS.mainSanctuary,
    encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
    automaticSettings: true,
    preEventBufferMinutes: 30,
  };
  await tx.insert(scheduledEvents).values([
    {
      ...common,
      id: SCHEDULED_EVENT_IDS.sundayService,
      name: 'Sunday Service',
      description: 'Weekly worship service from the main sanctuary.',
      startTime: firstSunday,
      recurrence: SUNDAY_SERVICE_RECURRENCE,
      encoderScheduleName: 'Sunday 10am',
      seriesEnd: seriesEnd({
        startTime: firstSunday,
        timezone: RIVERSIDE_ZONE,
        durationMinutes: 90,
        recurrence: SUNDAY_SERVICE_RECURRENCE,
      }),
      createdAt: new Date(now.getTime() - 3 * 24 * 60 * MINUTE_MS),
    },
    {
      ...common,
      id: SCHEDULED_EVENT_IDS.thanksgivingService,
      name: 'Thanksgiving Service',
      description: 'A one-off service with the combined choirs.',
      startTime: pastStart,
      recurrence: null,
      encoderScheduleName: 'Thanksgiving',
      seriesEnd: new Date(pastStart.getTime() + 90 * MINUTE_MS),
      createdAt: new Date(pastStart.getTime() - 7 * 24 * 60 * MINUTE_MS),
    },
  ]);
  const destinations = await tx
    .insert(scheduledEventDestinations)
    .values(
      [SCHEDULED_EVENT_IDS.sundayService, SCHEDULED_EVENT_IDS.thanksgivingService].map(
        (eventId) => ({
          organisationId: ORGANISATION_IDS.riverside,
          eventId,
          position: 0,
          type: 'EMBED' as const,
          title:
            eventId === SCHEDULED_EVENT_IDS.sundayService
              ? 'Sunday Service'
              : 'Thanksgiving Service',
          webChannelId: WEB_CHANNEL_IDS.main,
          privacy: 'public',
          publishStatus: 'published',
          startOffsetMinutes: 2,
          autosaveToLibrary: true,
          status: eventId === SCHEDULED_EVENT_IDS.thanksgivingService ? 'stopped' : 'idle',
        }),
      ),
    )
    .returning();
  const pastDestination = destinations.find(
    (destination) => destination.eventId === SCHEDULED_EVENT_IDS.thanksgivingService,
  )!;
  const pastEnd = new Date(pastStart.getTime() + 90 * MINUTE_MS);
  await tx.insert(scheduledEventRuns).values({
    organisationId: ORGANISATION_IDS.riverside,
    eventId: SCHEDULED_EVENT_IDS.thanksgivingService,
    occurrenceStart: pastStart,
    state: 'finished',
    startedAt: new Date(pastStart.getTime() - 30 * MINUTE_MS),
    endedAt: pastEnd,
  });
  const at = (minutes: number) => new Date(pastStart.getTime() + minutes * MINUTE_MS);
  const occurrenceStart = pastStart.toISOString();
  await tx.insert(eventLogs).values(
    [
      {
        metadata: { action: 'created' },
        occurredAt: new Date(pastStart.getTime() - 7 * 24 * 60 * MINUTE_MS),
      },
      {
        metadata: { action: 'starting', occurrenceStart, encoderId: ENCODER_IDS.mainSanctuary },
        occurredAt: at(-30),
      },
      { metadata: { action: 'started', occurrenceStart }, occurredAt: at(-29) },
      {
        metadata: { action: 'destination_started', occurrenceStart, startOffsetMinutes: 2 },
        destination: 'Main Web Channel',
        contentDestinationId: pastDestination.id,
        occurredAt: at(2),
      },
      { metadata: { action: 'ended', occurrenceStart }, occurredAt: pastEnd },
    ].map((entry) => ({
      organisationId: ORGANISATION_IDS.riverside,
      subjectId: SCHEDULED_EVENT_IDS.thanksgivingService,
      ...entry,
    })),
  );
}

import { Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { ScheduleItem, ScheduledEvent } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { formatDateTime, useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { useLanguage, useTranslation } from '../../i18n/react';
import { useLazyEventDestinations } from '../live/lazy-event-destinations';
import { createEventDetailsActors, type EventDetails } from './actors';
import { EncoderScheduleView } from './EncoderScheduleView';
import { refreshEventLists } from './event-list';
import { watchLinksOf } from './event-run';
import { EventView } from './EventView';

const eventDetailsMachine = createRecordMachine<EventDetails>();

const now = () => new Date();

/** `/schedule/event/{uuid}`: the event through the record machine; its actions announce. */
export function EventPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <EventDetailsHost customerId={customerId} uuid={uuid} /> : null;
}

/** `/schedule/encoder/{uuid}`: the encoder schedule of the event `uuid`. */
export function EncoderSchedulePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? (
    <EventDetailsHost customerId={customerId} uuid={uuid} encoderOnly />
  ) : null;
}

function EventDetailsHost({
  customerId,
  uuid,
  encoderOnly = false,
}: {
  customerId: string;
  uuid: string;
  encoderOnly?: boolean;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('schedule');
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  // The route's permission (manageSched) is the one the destinations' commands need.
  const EventDestinations = useLazyEventDestinations();
  const machine = useMemo(
    () =>
      eventDetailsMachine.provide({
        actors: createEventDetailsActors(api, customerId, uuid, now),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  // Pause and resume are one call each, whose only states are pending and the outcome.
  const [pending, setPending] = useState<'pause' | 'resume' | null>(null);

  const changed = () => {
    refreshEventLists(api, customerId);
    send({ type: 'record.reload' });
  };

  const pauseOrResume = async (event: ScheduledEvent, action: 'pause' | 'resume') => {
    setPending(action);
    try {
      await (action === 'pause'
        ? api.pauseEvent(customerId, event.uuid)
        : api.resumeEvent(customerId, event.uuid));
      toast.show(
        {
          title: t(action === 'pause' ? 'event.paused' : 'event.resumed', { name: event.name }),
          tone: 'success',
        },
        { timeout: 5000 },
      );
      changed();
    } catch {
      toast.show({ title: t('event.actionFailed', { name: event.name }), tone: 'error' });
    } finally {
      setPending(null);
    }
  };

  const skip = async (event: ScheduledEvent, occurrence: ScheduleItem) => {
    const date = formatDateTime(occurrence.startDate, {
      locale: language,
      timeZone: occurrence.timezone ?? event.timezone,
      formatOptions: { dateStyle: 'full', timeStyle: 'short' },
    });
    try {
      await api.addScheduleExdate(customerId, event.uuid, occurrence.startDate);
      toast.show({ title: t('event.skipped', { date }), tone: 'success' }, { timeout: 5000 });
      changed();
    } catch {
      toast.show({ title: t('event.skipFailed', { date }), tone: 'error' });
    }
  };

  const deleteEvent = async (event: ScheduledEvent) => {
    try {
      await api.deleteEvent(customerId, event.uuid);
    } catch (error) {
      toast.show({ title: t('event.deleteFailed', { name: event.name }), tone: 'error' });
      throw error;
    }
    refreshEventLists(api, customerId);
    toast.show(
      { title: t('event.deleted', { name: event.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/schedule');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(details) =>
        encoderOnly ? (
          <EncoderScheduleView
            event={details.event}
            nextOccurrences={details.nextOccurrences}
            names={details.names}
          />
        ) : (
          <EventView
            event={details.event}
            nextOccurrences={details.nextOccurrences}
            logs={details.logs}
            names={details.names}
            watchLinks={watchLinksOf(details.event, details.webChannels)}
            runDestinations={
              details.event.latestRun?.liveEventId ? (
                <Suspense fallback={null}>
                  <EventDestinations
                    customerId={customerId}
                    eventId={details.event.latestRun.liveEventId}
                  />
                </Suspense>
              ) : null
            }
            pending={pending}
            onPause={() => void pauseOrResume(details.event, 'pause')}
            onResume={() => void pauseOrResume(details.event, 'resume')}
            onSkip={(occurrence) => void skip(details.event, occurrence)}
            onDelete={() => deleteEvent(details.event)}
          />
        )
      }
    </RecordContent>
  );
}

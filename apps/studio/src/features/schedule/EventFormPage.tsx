import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { ScheduledEvent } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import { usePrefetchRules } from '../settings/prefetch-rules';
import {
  createEventFormActors,
  createEventSubmitActors,
  loadEventGroupFill,
  loadEventRules,
  type EventFormRecord,
} from './actors';
import {
  browserTimeZone,
  eventFormValues,
  newEventValues,
  type EventFormValues,
} from './event-form';
import { refreshEventLists } from './event-list';
import { EventFormView } from './EventFormView';
import { useScheduleCheck } from './schedule-check';
import type { GroupNotice } from '../live/destinations/DestinationGroupField';

const eventFormMachine = createFormMachine<EventFormValues, ScheduledEvent>();
const eventFormRecordMachine = createRecordMachine<EventFormRecord>();

type Mode = 'create' | 'edit' | 'encoder';

export function EventCreatePage() {
  return <EventFormHost mode="create" />;
}

export function EventEditPage() {
  return <EventFormHost mode="edit" />;
}

/** The encoder schedule's edit: the same form and call, its encoder fields only. */
export function EncoderScheduleEditPage() {
  return <EventFormHost mode="encoder" />;
}

/** Reads the choices (and the event when editing) in one record machine, then shows the form. */
function EventFormHost({ mode }: { mode: Mode }) {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  const { api } = useRuntime();
  const eventId = mode === 'create' ? null : (uuid ?? null);
  const machine = useMemo(
    () =>
      eventFormRecordMachine.provide({
        actors: createEventFormActors(api, customerId ?? '', eventId),
      }),
    [api, customerId, eventId],
  );
  const [snapshot, send] = useMachine(machine);
  if (!customerId) return null;
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(record) => <EventForm customerId={customerId} mode={mode} record={record} />}
    </RecordContent>
  );
}

function EventForm({
  customerId,
  mode,
  record,
}: {
  customerId: string;
  mode: Mode;
  record: EventFormRecord;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('schedule');
  const toast = useToast();
  const navigate = useNavigate();
  const saved = record.event;
  const machine = useMemo(
    () =>
      eventFormMachine.provide({
        actors: createEventSubmitActors(api, customerId, saved),
      }),
    [api, customerId, saved],
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      values: saved ? eventFormValues(saved) : newEventValues(new Date(), browserTimeZone()),
      validate: async (values: EventFormValues) =>
        (await loadEventRules()).eventFieldErrors(
          values,
          new Date(),
          saved ? new Date(saved.startTime) : null,
        ),
    },
  });
  const result = snapshot.context.result;
  const [groupNotice, setGroupNotice] = useState<GroupNotice | null>(null);

  // The group fills what the form holds once its module is here (typing may have gone on).
  const chooseGroup = async (groupId: string) => {
    const { applyEventDestinationGroup } = await loadEventGroupFill();
    const fill = applyEventDestinationGroup(
      actor.getSnapshot().context.values,
      record.choices,
      groupId,
    );
    if (!fill) return;
    send({ type: 'form.change', values: fill.changes });
    setGroupNotice(fill.notice);
  };

  usePrefetchRules(loadEventRules);

  // Saved: announce it, refresh the lists, show the event (or its encoder schedule).
  useEffect(() => {
    if (!result) return;
    refreshEventLists(api, customerId);
    toast.show(
      { title: t(saved ? 'form.saved' : 'form.created', { name: result.name }), tone: 'success' },
      { timeout: 5000 },
    );
    const place = mode === 'encoder' ? 'encoder' : 'event';
    void navigate(`/schedule/${place}/${result.uuid}`, { replace: saved === null });
    // Runs once, when the saved event arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const clashes = useScheduleCheck(api, customerId, snapshot.context.values, saved);
  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  const backHref = saved
    ? `/schedule/${mode === 'encoder' ? 'encoder' : 'event'}/${saved.uuid}`
    : '/schedule';
  return (
    <EventFormView
      mode={mode}
      {...(saved ? { savedName: saved.name } : {})}
      backHref={backHref}
      values={snapshot.context.values}
      ownTimeZone={browserTimeZone()}
      choices={record.choices}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      clashes={clashes}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      groupNotice={groupNotice}
      onChange={(values) => send({ type: 'form.change', values })}
      onChooseGroup={(groupId) => void chooseGroup(groupId)}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

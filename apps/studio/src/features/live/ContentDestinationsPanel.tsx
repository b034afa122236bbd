import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { isApiError, type ContentDestination } from '@studio/api';
import {
  contentDestinationMachine,
  createListResourceMachine,
  userMessageOf,
} from '@studio/machines';
import { Button, useToast } from '@studio/ui';
import { useRuntime } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import {
  createDestinationCommandActors,
  createDestinationListActors,
  describeDestination,
  FINISHED_DESTINATION_STATUSES,
  NO_DESTINATION_NAMES,
  socialCommandsOf,
  settledByCommand,
  TRANSITIONAL_DESTINATION_STATUSES,
  type DestinationItem,
  type DestinationNames,
  type DestinationSort,
} from './content-destinations';
import { ContentDestinationsView } from './ContentDestinationsView';
import { fetchDestinationNames } from './destination-names';
import { DestinationRowActions } from './DestinationRowActions';
import { DestinationTotalsDialog } from './DestinationTotalsDialog';
import { FinishedDestinationActions } from './FinishedDestinationActions';
import { SocialDestinationActions } from './SocialDestinationActions';

const destinationListMachine = createListResourceMachine<DestinationItem>();

export interface ContentDestinationsPanelProps {
  customerId: string;
  /** The go-live request; its event's destinations are listed. */
  goLiveId: string;
  names: DestinationNames;
}

/** The live event's destinations, once the go-live request names its event. */
export function ContentDestinationsPanel({
  customerId,
  goLiveId,
  names,
}: ContentDestinationsPanelProps) {
  const { api } = useRuntime();
  const [eventId, setEventId] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .getGoLiveStatus(customerId, goLiveId, { signal: controller.signal })
      .then((status) => setEventId(status.eventId ?? null))
      // Without the event there is nothing to list: the watch links above still work.
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, customerId, goLiveId]);
  if (eventId === null) return null;
  return <DestinationList customerId={customerId} eventId={eventId} names={names} />;
}

export interface RecentDestinationsProps {
  customerId: string;
  names: DestinationNames;
}

/**
 * The organisation's content destinations of every live event, newest first, with the same
 * commands as the attempt's panel: what Go Live shows before an attempt, so that after a reload
 * (or once an event has ended) its destinations can still be stopped, totalled, downloaded and
 * archived.
 *
 * A recording's page lists its own event's (`EventDestinations`); this list is for the
 * destinations of events whose recording nobody opens. Go Live is also the page a reload returns
 * the person to, and it asks the permission the commands need (manageSched), as the attempt's
 * panel does.
 */
export function RecentDestinations({ customerId, names }: RecentDestinationsProps) {
  const { t } = useTranslation('live');
  return (
    <DestinationList
      customerId={customerId}
      eventId={null}
      names={names}
      title={t('destinations.recentTitle')}
      description={t('destinations.recentDescription')}
    />
  );
}

export interface EventDestinationsProps {
  customerId: string;
  /** The recording's live event (`EncoderVideo.eventId`). */
  eventId: string;
}

/**
 * A recording's page: its live event's destinations with the same commands as Go Live, named as
 * Go Live names them. The rows show at once with their own titles; the names follow, and a
 * failed read of them leaves the titles (the list itself says when it cannot be read).
 */
export function EventDestinations({ customerId, eventId }: EventDestinationsProps) {
  const { api } = useRuntime();
  const { t } = useTranslation('live');
  const [names, setNames] = useState<DestinationNames>(NO_DESTINATION_NAMES);
  useEffect(() => {
    const controller = new AbortController();
    fetchDestinationNames(api, customerId, controller.signal)
      .then(setNames)
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, customerId]);
  return (
    <DestinationList
      customerId={customerId}
      eventId={eventId}
      names={names}
      description={t('destinations.eventDescription')}
    />
  );
}

/**
 * A list of destinations with their commands: one event's (`eventId`), or every event's (null).
 * The sort is the list's own; a new sort reads the list again from its first page.
 */
export function DestinationList({
  customerId,
  eventId,
  names,
  title,
  description,
}: {
  customerId: string;
  eventId: string | null;
  names: DestinationNames;
  title?: string;
  description?: string;
}) {
  const [sort, setSort] = useState<DestinationSort>('desc.start_time');
  return (
    <SortedDestinationList
      key={sort}
      customerId={customerId}
      eventId={eventId}
      sort={sort}
      names={names}
      title={title}
      description={description}
      onSortChange={setSort}
    />
  );
}

function SortedDestinationList({
  customerId,
  eventId,
  sort,
  names,
  title,
  description,
  onSortChange,
}: {
  customerId: string;
  eventId: string | null;
  sort: DestinationSort;
  names: DestinationNames;
  title?: string | undefined;
  description?: string | undefined;
  onSortChange(sort: DestinationSort): void;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      destinationListMachine.provide({
        actors: createDestinationListActors(api, customerId, eventId, sort),
      }),
    [api, customerId, eventId, sort],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { transitionalStatuses: TRANSITIONAL_DESTINATION_STATUSES },
  });
  useEffect(() => send({ type: 'list.fetch' }), [send]);
  const fetched = !snapshot.matches('idle') && !snapshot.matches('fetching');
  // A refused or failed read (403, 404 from another organisation's scope) says so, in the
  // server's words, instead of passing for an empty list.
  const { error } = snapshot.context;
  return (
    <ContentDestinationsView
      title={title}
      description={description}
      destinations={fetched ? snapshot.context.items : null}
      error={snapshot.matches('error') && error ? userMessageOf(error) : null}
      onRetry={() => send({ type: 'list.fetch' })}
      names={names}
      // Every event's destinations (no `eventId`): each row says which event it belongs to.
      showsEvent={eventId === null}
      sort={sort}
      hasMore={snapshot.context.nextUrl !== null}
      isLoadingMore={snapshot.matches('fetchingMore')}
      onSortChange={onSortChange}
      onLoadMore={() => send({ type: 'list.fetchMore' })}
      renderActions={(destination) => (
        <DestinationActions
          customerId={customerId}
          destination={destination}
          name={describeDestination(destination, names).name ?? destination.type}
          onChanged={() => send({ type: 'list.refresh' })}
        />
      )}
    />
  );
}

/**
 * One row's Start and Stop, as its content-destination machine allows them, and the commands of a
 * social or finished destination. A failed command says why inside the row (DestinationRowActions).
 */
function DestinationActions({
  customerId,
  destination,
  name,
  onChanged,
}: {
  customerId: string;
  destination: ContentDestination;
  name: string;
  onChanged(): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('live');
  const machine = useMemo(
    () =>
      contentDestinationMachine.provide({
        actors: createDestinationCommandActors(api, customerId),
      }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine, { input: { destinationId: destination.id } });
  // The list's reading of the row is the report the machine follows.
  useEffect(() => {
    send({ type: 'destination.reported', status: destination.status });
  }, [send, destination.status]);
  // The destination's state; its starting and stopping say by a sub-state whether the person's
  // command or the server's report began them.
  const value =
    typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
  // A stopped destination cannot restart: the machine refuses, so no Start is offered.
  const canStart = ['idle', 'aborted', 'error'].includes(value);
  const canStop = ['starting', 'started', 'warning'].includes(value);
  const finished = FINISHED_DESTINATION_STATUSES.includes(destination.status);
  const socialCommands = socialCommandsOf(destination);
  // Waiting for the answer to this row's Start or Stop; one the server starts by itself (reported
  // starting) waits for no command, and can be stopped.
  const pending =
    snapshot.matches({ starting: 'requested' }) || snapshot.matches({ stopping: 'requested' });
  // Why the row's last Publish, Republish, Download or Archive failed; Start and Stop keep theirs
  // in the machine.
  const [commandError, setCommandError] = useState<string | null>(null);
  const machineError = snapshot.context.error ? userMessageOf(snapshot.context.error) : null;
  const command = (type: 'destination.start' | 'destination.stop') => {
    setCommandError(null);
    send({ type });
  };
  const previousValue = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Only a settled command changes the list.
    if (settledByCommand(previousValue.current, value)) onChanged();
    previousValue.current = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <DestinationRowActions error={commandError ?? machineError}>
      {canStart ? (
        <Button
          size="sm"
          aria-label={t('destinations.startName', { name })}
          isPending={pending}
          onPress={() => command('destination.start')}
        >
          {t('destinations.start')}
        </Button>
      ) : null}
      {canStop ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('destinations.stopName', { name })}
          isPending={pending}
          onPress={() => command('destination.stop')}
        >
          {t('destinations.stop')}
        </Button>
      ) : null}
      {socialCommands.length > 0 ? (
        <SocialActions
          customerId={customerId}
          destinationId={destination.id}
          name={name}
          commands={socialCommands}
          onDone={onChanged}
          onFailed={setCommandError}
        />
      ) : null}
      {finished ? (
        <FinishedActions
          customerId={customerId}
          destination={destination}
          name={name}
          onArchived={onChanged}
          onFailed={setCommandError}
        />
      ) : null}
    </DestinationRowActions>
  );
}

/**
 * A social destination's Publish and Republish: the server accepts and works on (202); the list
 * is read again so the row shows the new publish status. Success is announced by a toast that goes
 * by itself; a failure is handed to the row (`onFailed`: null when the next command starts).
 */
function SocialActions({
  customerId,
  destinationId,
  name,
  commands,
  onDone,
  onFailed,
}: {
  customerId: string;
  destinationId: string;
  name: string;
  commands: ReadonlyArray<'publish' | 'republish'>;
  onDone(): void;
  onFailed(message: string | null): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('live');
  const toast = useToast();
  const [pending, setPending] = useState<'publish' | 'republish' | null>(null);
  const run = async (command: 'publish' | 'republish') => {
    setPending(command);
    onFailed(null);
    try {
      if (command === 'publish') await api.publishContentDestination(customerId, destinationId);
      else await api.republishContentDestination(customerId, destinationId);
      toast.show(
        {
          title: t(command === 'publish' ? 'destinations.published' : 'destinations.republished', {
            name,
          }),
          tone: 'success',
        },
        { timeout: 5000 },
      );
      onDone();
    } catch (error) {
      onFailed(
        messageOf(error) ??
          t(command === 'publish' ? 'destinations.publishFailed' : 'destinations.republishFailed', {
            name,
          }),
      );
    } finally {
      setPending(null);
    }
  };
  return (
    <SocialDestinationActions
      name={name}
      commands={commands}
      pending={pending}
      onPublish={() => void run('publish')}
      onRepublish={() => void run('republish')}
    />
  );
}

function FinishedActions({
  customerId,
  destination,
  name,
  onArchived,
  onFailed,
}: {
  customerId: string;
  destination: ContentDestination;
  name: string;
  onArchived(): void;
  onFailed(message: string | null): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('live');
  const toast = useToast();
  const [pending, setPending] = useState<'download' | 'archive' | null>(null);
  const download = async () => {
    setPending('download');
    onFailed(null);
    try {
      const link = await api.getContentDestinationDownload(customerId, destination.id);
      // The signed link answers the file as an attachment: the page stays where it is.
      window.location.assign(link.url);
    } catch (error) {
      onFailed(messageOf(error) ?? t('destinations.downloadFailed'));
    } finally {
      setPending(null);
    }
  };
  const archive = async () => {
    setPending('archive');
    onFailed(null);
    try {
      await api.archiveContentDestination(customerId, destination.id);
      toast.show(
        { title: t('destinations.archived', { name }), tone: 'success' },
        { timeout: 5000 },
      );
      onArchived();
    } catch (error) {
      onFailed(messageOf(error) ?? t('destinations.archiveFailed', { name }));
    } finally {
      setPending(null);
    }
  };
  return (
    <FinishedDestinationActions
      name={name}
      totals={
        <DestinationTotalsDialog
          customerId={customerId}
          destinationId={destination.id}
          name={name}
        />
      }
      pending={pending}
      onDownload={() => void download()}
      onArchive={() => void archive()}
    />
  );
}

/** The server's own words for a refusal ("The library video is not saved yet."), when it sent some. */
const messageOf = (error: unknown) => (isApiError(error) ? error.errors[0]?.message : undefined);

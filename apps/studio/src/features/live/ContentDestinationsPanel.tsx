import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { isApiError, type ContentDestination } from '@studio/api';
import { contentDestinationMachine, createListResourceMachine } from '@studio/machines';
import { Button, Inline, useToast } from '@studio/ui';
import { useRuntime } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import {
  createDestinationCommandActors,
  createDestinationListActors,
  describeDestination,
  FINISHED_DESTINATION_STATUSES,
  socialCommandsOf,
  settledByCommand,
  TRANSITIONAL_DESTINATION_STATUSES,
  type DestinationItem,
  type DestinationNames,
  type DestinationSort,
} from './content-destinations';
import { ContentDestinationsView } from './ContentDestinationsView';
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
  const [sort, setSort] = useState<DestinationSort>('desc.start_time');
  if (eventId === null) return null;
  return (
    <DestinationList
      key={sort}
      customerId={customerId}
      eventId={eventId}
      sort={sort}
      names={names}
      onSortChange={setSort}
    />
  );
}

function DestinationList({
  customerId,
  eventId,
  sort,
  names,
  onSortChange,
}: {
  customerId: string;
  eventId: string;
  sort: DestinationSort;
  names: DestinationNames;
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
  return (
    <ContentDestinationsView
      destinations={fetched ? snapshot.context.items : null}
      names={names}
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

/** One row's Start and Stop, as its content-destination machine allows them. */
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
  const value = snapshot.value as string;
  // A stopped destination cannot restart: the machine refuses, so no Start is offered.
  const canStart = ['idle', 'aborted', 'error'].includes(value);
  const canStop = ['starting', 'started', 'warning'].includes(value);
  const finished = FINISHED_DESTINATION_STATUSES.includes(destination.status);
  const socialCommands = socialCommandsOf(destination);
  const pending = value === 'starting' || value === 'stopping';
  const previousValue = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Only a settled command changes the list.
    if (settledByCommand(previousValue.current, value)) onChanged();
    previousValue.current = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Inline gap={2}>
      {canStart ? (
        <Button
          size="sm"
          aria-label={t('destinations.startName', { name })}
          isPending={pending}
          onPress={() => send({ type: 'destination.start' })}
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
          onPress={() => send({ type: 'destination.stop' })}
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
        />
      ) : null}
      {finished ? (
        <FinishedActions
          customerId={customerId}
          destination={destination}
          name={name}
          onArchived={onChanged}
        />
      ) : null}
    </Inline>
  );
}

/**
 * A social destination's Publish and Republish: the server accepts and works on (202); the list
 * is read again so the row shows the new publish status, and the outcome is announced.
 */
function SocialActions({
  customerId,
  destinationId,
  name,
  commands,
  onDone,
}: {
  customerId: string;
  destinationId: string;
  name: string;
  commands: ReadonlyArray<'publish' | 'republish'>;
  onDone(): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('live');
  const toast = useToast();
  const [pending, setPending] = useState<'publish' | 'republish' | null>(null);
  const run = async (command: 'publish' | 'republish') => {
    setPending(command);
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
      toast.show({
        title:
          messageOf(error) ??
          t(command === 'publish' ? 'destinations.publishFailed' : 'destinations.republishFailed', {
            name,
          }),
        tone: 'error',
      });
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
}: {
  customerId: string;
  destination: ContentDestination;
  name: string;
  onArchived(): void;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('live');
  const toast = useToast();
  const [pending, setPending] = useState<'download' | 'archive' | null>(null);
  const download = async () => {
    setPending('download');
    try {
      const link = await api.getContentDestinationDownload(customerId, destination.id);
      // The signed link answers the file as an attachment: the page stays where it is.
      window.location.assign(link.url);
    } catch (error) {
      toast.show({ title: messageOf(error) ?? t('destinations.downloadFailed'), tone: 'error' });
    } finally {
      setPending(null);
    }
  };
  const archive = async () => {
    setPending('archive');
    try {
      await api.archiveContentDestination(customerId, destination.id);
      toast.show(
        { title: t('destinations.archived', { name }), tone: 'success' },
        { timeout: 5000 },
      );
      onArchived();
    } catch (error) {
      toast.show({
        title: messageOf(error) ?? t('destinations.archiveFailed', { name }),
        tone: 'error',
      });
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

import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { GoLiveRequest } from '@studio/api';
import { createRecordMachine, goLiveWaitMachine } from '@studio/machines';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import {
  applyDestinationGroup,
  createGoLiveActors,
  fetchGoLiveChoices,
  goLiveDestinationErrors,
  goLiveFieldErrors,
  goLiveRegionWarnings,
  goLiveRequestOf,
  readGoLiveSituation,
  type GoLiveChoices,
  type GoLiveFieldErrors,
  type GoLiveSituation,
  type GoLiveValues,
  type GroupApplied,
} from './go-live';
import type { DestinationDraftErrors } from './destinations/destination-drafts';
import type { DestinationNames } from './content-destinations';
import { destinationNamesOf } from './destination-names';
import { GoLiveView, type GoLivePhase, type WatchLink } from './GoLiveView';

const choicesMachine = createRecordMachine<GoLiveChoices>();

/**
 * The destinations' table (and its DataTable) is fetched after the route: the attempt's panel
 * once live, and every event's destinations under the choices; one chunk for both.
 */
const destinationsModule = () => import('./ContentDestinationsPanel');
const ContentDestinationsPanel = lazy(async () => ({
  default: (await destinationsModule()).ContentDestinationsPanel,
}));
const RecentDestinations = lazy(async () => ({
  default: (await destinationsModule()).RecentDestinations,
}));

/** `/go-live`: the choices (record machine), then one go-live-wait machine per attempt. */
export function GoLivePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <GoLiveChoicesLoader customerId={customerId} /> : null;
}

function GoLiveChoicesLoader({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      choicesMachine.provide({
        actors: {
          fetchRecord: fromPromise<GoLiveChoices>(({ signal }) =>
            fetchGoLiveChoices(api, customerId, signal),
          ),
        },
      }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(choices) => <GoLive customerId={customerId} choices={choices} />}
    </RecordContent>
  );
}

/** One attempt: the request as chosen, and the situation read just before it. */
interface Attempt {
  id: number;
  request: Omit<GoLiveRequest, 'force'>;
  situation: GoLiveSituation;
  watchLinks: WatchLink[];
  /** What the destinations panel calls each destination. */
  names: DestinationNames;
}

function GoLive({ customerId, choices }: { customerId: string; choices: GoLiveChoices }) {
  const { api } = useRuntime();
  const { t } = useTranslation('live');
  const [values, setValues] = useState<GoLiveValues>(() => ({
    name: t('goLive.defaultName'),
    encoderId: choices.encoders.length === 1 ? (choices.encoders[0]?.uuid ?? '') : '',
    encoderChannelId:
      choices.encoders.length === 1 ? (choices.encoders[0]?.assignedChannel?.uuid ?? '') : '',
    presetId: '',
    webChannelIds: choices.webChannels.length === 1 ? [choices.webChannels[0]?.uuid ?? ''] : [],
    drafts: [],
    destinationGroupId: '',
  }));
  const [fieldErrors, setFieldErrors] = useState<GoLiveFieldErrors>({});
  const [destinationErrors, setDestinationErrors] = useState<DestinationDraftErrors>({});
  const [groupNotice, setGroupNotice] = useState<Omit<GroupApplied, 'changes'> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const names = useMemo(() => destinationNamesOf(choices), [choices]);

  const submit = async () => {
    const errors = goLiveFieldErrors(values);
    const rowErrors = goLiveDestinationErrors(values);
    setFieldErrors(errors);
    setDestinationErrors(rowErrors);
    setFormError(null);
    if (Object.keys(errors).length > 0 || Object.keys(rowErrors).length > 0) return;
    setPreparing(true);
    try {
      const situation = await readGoLiveSituation(api, customerId, values.encoderId, Date.now());
      const channelIds = values.webChannelIds;
      setAttempt({
        id: (attempt?.id ?? 0) + 1,
        request: goLiveRequestOf(values),
        situation,
        watchLinks: choices.webChannels
          .filter((channel) => channelIds.includes(channel.uuid))
          .map((channel) => ({
            channelId: channel.uuid,
            name: channel.name,
            url: channel.playerUrl,
          })),
        names,
      });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };

  const common = {
    choices,
    values,
    fieldErrors,
    destinationErrors,
    regionWarnings: goLiveRegionWarnings(values, choices),
    groupNotice,
    formError,
    onChange: (changes: Partial<GoLiveValues>) =>
      setValues((current) => ({ ...current, ...changes })),
    onChooseGroup: (groupId: string) => {
      const applied = applyDestinationGroup(values, choices, groupId);
      if (!applied) return;
      setValues((current) => ({ ...current, ...applied.changes }));
      setGroupNotice({ groupName: applied.groupName, alreadyThere: applied.alreadyThere });
    },
    onSubmit: () => void submit(),
  };
  if (attempt) {
    return (
      <GoLiveAttempt
        key={attempt.id}
        customerId={customerId}
        attempt={attempt}
        common={common}
        onEnded={() => setAttempt(null)}
      />
    );
  }
  return (
    <GoLiveView
      {...common}
      phase={{ kind: 'choosing', isPreparing }}
      watchLinks={[]}
      recentDestinations={
        <Suspense fallback={null}>
          <RecentDestinations customerId={customerId} names={names} />
        </Suspense>
      }
      onConfirm={() => undefined}
      onCancel={() => undefined}
      onRetry={() => undefined}
      onStartOver={() => undefined}
    />
  );
}

function GoLiveAttempt({
  customerId,
  attempt,
  common,
  onEnded,
}: {
  customerId: string;
  attempt: Attempt;
  common: Pick<
    Parameters<typeof GoLiveView>[0],
    | 'choices'
    | 'values'
    | 'fieldErrors'
    | 'destinationErrors'
    | 'regionWarnings'
    | 'groupNotice'
    | 'formError'
    | 'onChange'
    | 'onChooseGroup'
    | 'onSubmit'
  >;
  onEnded(): void;
}) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      goLiveWaitMachine.provide({ actors: createGoLiveActors(api, customerId, attempt.request) }),
    [api, customerId, attempt.request],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { encoderId: attempt.request.encoderId, ...attempt.situation },
  });
  const cancelled = snapshot.matches('cancelled');
  // Cancelled before or while going live: back to the choices, as they were.
  useEffect(() => {
    if (cancelled) onEnded();
  }, [cancelled, onEnded]);
  return (
    <GoLiveView
      {...common}
      phase={phaseOf(snapshot)}
      watchLinks={attempt.watchLinks}
      destinations={
        snapshot.context.scheduleId ? (
          <Suspense fallback={null}>
            <ContentDestinationsPanel
              customerId={customerId}
              goLiveId={snapshot.context.scheduleId}
              names={attempt.names}
            />
          </Suspense>
        ) : null
      }
      onConfirm={() => send({ type: 'goLive.confirm' })}
      onCancel={() => send({ type: 'goLive.cancel' })}
      onRetry={() => send({ type: 'goLive.retry' })}
      onStartOver={onEnded}
    />
  );
}

type WaitSnapshot = ReturnType<ReturnType<typeof goLiveWaitMachine.provide>['resolveState']>;

function phaseOf(snapshot: WaitSnapshot): GoLivePhase {
  const { waitState, error } = snapshot.context;
  if (snapshot.matches('confirmingScheduledEvent')) return { kind: 'confirmingScheduledEvent' };
  if (snapshot.matches('confirmingEncoderConflict')) return { kind: 'confirmingEncoderConflict' };
  if (snapshot.matches({ goingLive: 'creatingSchedule' }))
    return { kind: 'goingLive', step: 'creatingSchedule', waitState };
  if (snapshot.matches({ goingLive: 'startingEncoder' }))
    return { kind: 'goingLive', step: 'startingEncoder', waitState };
  if (snapshot.matches('goingLive'))
    return { kind: 'goingLive', step: 'startingLiveEvent', waitState };
  if (snapshot.matches('scheduleCreated')) return { kind: 'live' };
  if (snapshot.matches('timedOut')) return { kind: 'timedOut', error: error?.message ?? null };
  if (snapshot.matches('notExist')) return { kind: 'notExist', error: error?.message ?? null };
  if (snapshot.matches('failed')) return { kind: 'failed', error: error?.message ?? null };
  return { kind: 'choosing', isPreparing: true };
}

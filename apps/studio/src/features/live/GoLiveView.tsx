import type { ReactNode } from 'react';
import type { GoLiveWaitState } from '@studio/domain';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  FormActions,
  FormLayout,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Select,
  SelectItem,
  Skeleton,
  SkeletonGroup,
  Stack,
  StatusBadge,
  Stepper,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import {
  GO_LIVE_NAME_MAX,
  type GoLiveChoices,
  type GoLiveFieldErrors,
  type GoLiveValues,
  type RegionWarning,
} from './go-live';
import type { DestinationDraftErrors } from './destinations/destination-drafts';
import { draftFieldId } from './destinations/draft-field-id';
import {
  LazyDestinationDraftFields,
  LazyDestinationGroupField,
} from './destinations/LazyDestinationDraftFields';
import type { GroupNotice } from './destinations/DestinationGroupField';

/** Where going live stands, from the go-live-wait machine. */
export type GoLivePhase =
  | { kind: 'choosing'; isPreparing: boolean }
  | { kind: 'confirmingScheduledEvent' }
  | { kind: 'confirmingEncoderConflict' }
  | {
      kind: 'goingLive';
      step: 'creatingSchedule' | 'startingEncoder' | 'startingLiveEvent';
      waitState: GoLiveWaitState | null;
    }
  | { kind: 'live' }
  | { kind: 'failed' | 'timedOut' | 'notExist'; error: string | null };

export interface WatchLink {
  channelId: string;
  name: string;
  url: string;
}

export interface GoLiveViewProps {
  /** null while the choices load. */
  choices: GoLiveChoices | null;
  values: GoLiveValues;
  fieldErrors: GoLiveFieldErrors;
  /** The custom RTMP and social rows' refusals, by row. */
  destinationErrors?: DestinationDraftErrors;
  /** Chosen web channels in another region than the encoder channel: said, never refused. */
  regionWarnings?: readonly RegionWarning[];
  /** What the last destination group filled in, and what it found already there. */
  groupNotice?: GroupNotice | null;
  /** A refusal of the whole request (no field named), shown above the form. */
  formError: string | null;
  phase: GoLivePhase;
  /** The watch pages of the chosen web channels, shown once live. */
  watchLinks: readonly WatchLink[];
  /** Shown once live: the event's content destinations with their commands. */
  destinations?: ReactNode;
  /**
   * Shown under the form while choosing: every live event's destinations, so they stay within
   * reach after a reload or once their event has ended.
   */
  recentDestinations?: ReactNode;
  onChange(values: Partial<GoLiveValues>): void;
  /** Fills the group's destinations into the form. */
  onChooseGroup?(groupId: string): void;
  onSubmit(): void;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
  onStartOver(): void;
}

const STEPS = ['creatingSchedule', 'startingEncoder', 'startingLiveEvent', 'live'] as const;
const NONE = 'none';

/** `/go-live`: choose, confirm what needs confirming, follow the steps, then watch. */
export function GoLiveView(props: GoLiveViewProps) {
  const { t } = useTranslation('live');
  const { phase } = props;
  return (
    <Stack gap={6}>
      <PageHeader title={t('goLive.title')} description={t('goLive.description')} />
      {phase.kind === 'choosing' ? <GoLiveForm {...props} isPreparing={phase.isPreparing} /> : null}
      {phase.kind === 'choosing' ? props.recentDestinations : null}
      {phase.kind === 'confirmingScheduledEvent' ? (
        <Confirmation
          title={t('goLive.scheduledSoonTitle')}
          body={t('goLive.scheduledSoonBody')}
          confirmLabel={t('goLive.goLiveAnyway')}
          onConfirm={props.onConfirm}
          onCancel={props.onCancel}
        />
      ) : null}
      {phase.kind === 'confirmingEncoderConflict' ? (
        <Confirmation
          title={t('goLive.encoderBusyTitle')}
          body={t('goLive.encoderBusyBody')}
          confirmLabel={t('goLive.stopAndGoLive')}
          onConfirm={props.onConfirm}
          onCancel={props.onCancel}
        />
      ) : null}
      {phase.kind === 'goingLive' ||
      phase.kind === 'live' ||
      phase.kind === 'failed' ||
      phase.kind === 'timedOut' ||
      phase.kind === 'notExist' ? (
        <Progress {...props} phase={phase} />
      ) : null}
    </Stack>
  );
}

function Confirmation({
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('live');
  return (
    <InlineAlert tone="warning" role="alert" title={title}>
      <Stack gap={4}>
        <p>{body}</p>
        <Inline gap={3}>
          <Button variant="primary" onPress={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {t('goLive.cancel')}
          </Button>
        </Inline>
      </Stack>
    </InlineAlert>
  );
}

function Progress({
  phase,
  watchLinks,
  destinations,
  onRetry,
  onStartOver,
  onCancel,
}: GoLiveViewProps & {
  phase: Exclude<
    GoLivePhase,
    { kind: 'choosing' | 'confirmingScheduledEvent' | 'confirmingEncoderConflict' }
  >;
}) {
  const { t } = useTranslation('live');
  const failedStep =
    phase.kind === 'goingLive' || phase.kind === 'live' ? null : 'startingLiveEvent';
  const current =
    phase.kind === 'goingLive' ? phase.step : phase.kind === 'live' ? 'live' : 'startingLiveEvent';
  const waitState: GoLiveWaitState | null =
    phase.kind === 'goingLive'
      ? phase.waitState
      : phase.kind === 'live'
        ? 'SCHEDULE_CREATED'
        : phase.kind === 'failed'
          ? 'FAILED'
          : phase.kind === 'timedOut'
            ? 'TIMED_OUT'
            : 'NOT_EXIST';
  return (
    <Stack gap={5}>
      <Stepper
        aria-label={t('goLive.steps.label')}
        steps={STEPS.map((id) => ({
          id,
          label: t(`goLive.steps.${id}`),
          isInvalid: id === failedStep,
        }))}
        currentStepId={current}
        statusLabels={{
          complete: t('goLive.stepStatus.complete'),
          current: t('goLive.stepStatus.current'),
          upcoming: t('goLive.stepStatus.upcoming'),
          invalid: t('goLive.stepStatus.invalid'),
        }}
      />
      {waitState ? (
        <div role="status">
          <StatusBadge
            label={t(`goLive.waitStates.${waitState}`)}
            set="goLive"
            status={waitState}
          />
        </div>
      ) : null}
      {phase.kind === 'goingLive' ? (
        <Stack gap={3}>
          {phase.step === 'startingLiveEvent' ? <p>{t('goLive.mayTakeMinutes')}</p> : null}
          <div>
            <Button variant="secondary" onPress={onCancel}>
              {t('goLive.cancel')}
            </Button>
          </div>
        </Stack>
      ) : null}
      {phase.kind === 'live' ? (
        <Stack gap={3}>
          <h2>{t('goLive.liveTitle')}</h2>
          {watchLinks.map((link) => (
            <Link
              key={link.url}
              variant="standalone"
              href={link.url}
              target="_blank"
              rel="noreferrer"
            >
              {t('goLive.watch', { name: link.name })}
            </Link>
          ))}
          {destinations}
        </Stack>
      ) : null}
      {phase.kind === 'failed' || phase.kind === 'timedOut' || phase.kind === 'notExist' ? (
        <InlineAlert
          tone="error"
          role="alert"
          title={t(`goLive.waitStates.${waitState ?? 'FAILED'}`)}
        >
          <Stack gap={3}>
            {phase.error ? <p>{phase.error}</p> : null}
            <Inline gap={3}>
              {phase.kind === 'notExist' ? null : (
                <Button variant="primary" onPress={onRetry}>
                  {t('goLive.retry')}
                </Button>
              )}
              <Button variant="secondary" onPress={onStartOver}>
                {t('goLive.startOver')}
              </Button>
            </Inline>
          </Stack>
        </InlineAlert>
      ) : null}
    </Stack>
  );
}

function GoLiveForm({
  choices,
  values,
  fieldErrors,
  destinationErrors = {},
  regionWarnings = [],
  groupNotice = null,
  formError,
  isPreparing,
  onChange,
  onChooseGroup,
  onSubmit,
}: GoLiveViewProps & { isPreparing: boolean }) {
  const { t } = useTranslation('live');
  const { t: tDestinations } = useTranslation('liveDestinations');
  if (choices === null) {
    return (
      <SkeletonGroup label={t('goLive.loading')}>
        <Stack gap={4}>
          <Skeleton shape="rect" height="2.5rem" />
          <Skeleton shape="rect" height="2.5rem" />
          <Skeleton shape="rect" height="2.5rem" />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (choices.encoders.length === 0) {
    return <InlineAlert tone="info">{t('goLive.noEncoders')}</InlineAlert>;
  }
  const message = (field: keyof GoLiveFieldErrors) => {
    const key = fieldErrors[field];
    return key ? t(`goLive.errors.${key}`) : undefined;
  };
  const fieldId = (field: string) => `go-live-${field}`;
  const summary = [
    ...(['name', 'encoderId', 'encoderChannelId', 'destinations'] as const).flatMap((field) => {
      const text = message(field);
      return text ? [{ message: text, fieldId: fieldId(field) }] : [];
    }),
    ...values.drafts.flatMap((draft) =>
      Object.entries(destinationErrors[draft.key] ?? {}).map(([field, key]) => ({
        message: tDestinations(`errors.${key}`),
        fieldId: draftFieldId(draft.key, field as keyof (typeof destinationErrors)[string]),
      })),
    ),
    ...(formError ? [{ message: formError }] : []),
  ];
  const encoderItems = choices.encoders.map((encoder) => ({
    uuid: encoder.uuid,
    name: t('goLive.encoderOption', {
      name: encoder.name,
      state: t(encoder.online ? 'goLive.online' : 'goLive.offline'),
    }),
  }));
  const presetItems = [
    { uuid: NONE, name: t('goLive.automaticSettings') },
    ...choices.presets.map(({ uuid, name }) => ({ uuid, name })),
  ];
  return (
    <Form
      validationBehavior="aria"
      errors={summary}
      errorsTitle={t('goLive.errorsTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormLayout>
        <TextField
          id={fieldId('name')}
          label={t('goLive.fields.name')}
          value={values.name}
          onChange={(name) => onChange({ name })}
          isRequired
          maxLength={GO_LIVE_NAME_MAX}
          isInvalid={message('name') !== undefined}
          errorMessage={message('name')}
          isDisabled={isPreparing}
          autoComplete="off"
        />
        <Select
          id={fieldId('encoderId')}
          label={t('goLive.fields.encoder')}
          items={encoderItems}
          selectedKey={values.encoderId === '' ? null : values.encoderId}
          onSelectionChange={(key) => {
            const encoder = choices.encoders.find((item) => item.uuid === key);
            // The encoder's own channel is the likely one: chosen for the person, still changeable.
            onChange({
              encoderId: key === null ? '' : String(key),
              ...(encoder?.assignedChannel
                ? { encoderChannelId: encoder.assignedChannel.uuid }
                : {}),
            });
          }}
          isRequired
          isInvalid={message('encoderId') !== undefined}
          errorMessage={message('encoderId')}
          isDisabled={isPreparing}
        >
          {(item) => <SelectItem id={item.uuid}>{item.name}</SelectItem>}
        </Select>
        <Select
          id={fieldId('encoderChannelId')}
          label={t('goLive.fields.encoderChannel')}
          items={choices.encoderChannels.map(({ uuid, name }) => ({ uuid, name }))}
          selectedKey={values.encoderChannelId === '' ? null : values.encoderChannelId}
          onSelectionChange={(key) =>
            onChange({ encoderChannelId: key === null ? '' : String(key) })
          }
          isRequired
          isInvalid={message('encoderChannelId') !== undefined}
          errorMessage={message('encoderChannelId')}
          isDisabled={isPreparing}
        >
          {(item) => <SelectItem id={item.uuid}>{item.name}</SelectItem>}
        </Select>
        <Select
          id={fieldId('presetId')}
          label={t('goLive.fields.preset')}
          items={presetItems}
          selectedKey={values.presetId === '' ? NONE : values.presetId}
          onSelectionChange={(key) =>
            onChange({ presetId: key === null || key === NONE ? '' : String(key) })
          }
          isDisabled={isPreparing}
        >
          {(item) => <SelectItem id={item.uuid}>{item.name}</SelectItem>}
        </Select>
        {choices.destinationGroups.length > 0 ? (
          <LazyDestinationGroupField
            id={fieldId('destinationGroupId')}
            groups={choices.destinationGroups}
            selectedGroupId={values.destinationGroupId}
            notice={groupNotice}
            isDisabled={isPreparing}
            onChoose={(groupId) => onChooseGroup?.(groupId)}
          />
        ) : null}
        {choices.webChannels.length === 0 ? (
          <InlineAlert tone="info">{t('goLive.noWebChannels')}</InlineAlert>
        ) : (
          <CheckboxGroup
            id={fieldId('destinations')}
            label={t('goLive.fields.webChannels')}
            value={values.webChannelIds}
            onChange={(webChannelIds) => onChange({ webChannelIds })}
            isInvalid={message('destinations') !== undefined}
            errorMessage={message('destinations')}
            isDisabled={isPreparing}
          >
            {choices.webChannels.map((channel) => (
              <Checkbox key={channel.uuid} value={channel.uuid}>
                {channel.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
        {regionWarnings.length > 0 ? (
          <InlineAlert tone="warning" title={tDestinations('regionMismatchTitle')}>
            <ul>
              {regionWarnings.map((warning) => (
                <li key={warning.channel}>{tDestinations('regionMismatch', { ...warning })}</li>
              ))}
            </ul>
          </InlineAlert>
        ) : null}
        {choices.rtmpDestinations.length > 0 ||
        choices.socialChannels.length > 0 ||
        values.drafts.length > 0 ? (
          <LazyDestinationDraftFields
            drafts={values.drafts}
            choices={choices}
            eventName={values.name}
            messageFor={(key, field) => {
              const problem = destinationErrors[key]?.[field];
              return problem ? tDestinations(`errors.${problem}`) : undefined;
            }}
            isDisabled={isPreparing}
            onChange={(drafts) => onChange({ drafts })}
          />
        ) : null}
        <FormActions>
          <Button
            type="submit"
            variant="primary"
            isPending={isPreparing}
            pendingLabel={t('goLive.preparing')}
          >
            {t('goLive.submit')}
          </Button>
        </FormActions>
      </FormLayout>
    </Form>
  );
}

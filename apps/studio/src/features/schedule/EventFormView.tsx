import { lazy, Suspense } from 'react';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  InlineAlert,
  Checkbox,
  CheckboxGroup,
  Form,
  FormActions,
  FormGroup,
  FormLayout,
  Inline,
  Link,
  NativeSelect,
  PageHeader,
  Stack,
  TextField,
} from '@studio/ui';
import { TEXT_LIMITS } from '@studio/domain';
import { useTranslation } from '../../i18n/react';
import type { EventFormChoices } from './actors';
import {
  CONTENT_TYPES,
  EVENT_FORM_FIELDS,
  WEEKDAYS,
  isEncoderContent,
  type EventFormField,
  type EventFormValues,
  type Weekday,
} from './event-form';
import { translateScheduleMessage } from './schedule-messages';
import { DESTINATION_DRAFT_MESSAGES } from '../live/destinations/draft-messages';
import {
  LazyDestinationDraftFields,
  LazyDestinationGroupField,
} from '../live/destinations/LazyDestinationDraftFields';
import type { GroupNotice } from '../live/destinations/DestinationGroupField';
import type {
  DestinationDraft,
  DestinationDraftField,
} from '../live/destinations/destination-drafts';
import { draftFieldId } from '../live/destinations/draft-field-id';

// The zone's combo box (react-aria's list box and popover, some 400 zones, the zone conversion
// of its hint) comes after the form, off the route's budget; its text field stands in until then.
const TimeZoneField = lazy(async () => ({
  default: (await import('./TimeZoneField')).TimeZoneField,
}));

const DRAFT_MESSAGE_KEYS = new Map(
  (
    Object.entries(DESTINATION_DRAFT_MESSAGES) as Array<
      [keyof typeof DESTINATION_DRAFT_MESSAGES, string]
    >
  ).map(([key, message]) => [message, key]),
);

export interface EventFormViewProps {
  /** create, edit the whole event, or edit its encoder schedule only. */
  mode: 'create' | 'edit' | 'encoder';
  /** The saved event's name (edit and encoder). */
  savedName?: string;
  /** Where Cancel and the breadcrumb lead. */
  backHref: string;
  values: EventFormValues;
  /**
   * The person's own zone (the browser's): when the event's differs, the form says when the start
   * falls there. A prop so stories and tests can fix it.
   */
  ownTimeZone: string;
  choices: EventFormChoices;
  fieldErrors: FieldErrors;
  /** A refusal that names no field (an overlap, a lock): shown above the fields. */
  formError?: string | null;
  /**
   * What the server's check before saving found (an overlap, a plan): said beside the save
   * button while the person edits, so a clash is known before pressing it.
   */
  clashes?: readonly string[];
  /** What the last destination group filled in, what was already there, what was kept. */
  groupNotice?: GroupNotice | null;
  isSubmitting: boolean;
  onChange(values: Partial<EventFormValues>): void;
  /** Fills the group's destinations into the form. */
  onChooseGroup?(groupId: string): void;
  onSubmit(): void;
}

export const eventFieldId = (field: EventFormField) => `event-${field}`;

/** A row's fields in the order it shows them (the error summary follows it). */
const ROW_FIELDS: Record<DestinationDraft['kind'], readonly DestinationDraftField[]> = {
  rtmp: ['rtmpDestinationId', 'startOffsetMinutes'],
  social: ['channelId', 'title', 'description', 'privacy', 'publishStatus'],
};

/**
 * `/schedule/create`, `/schedule/event/{uuid}/edit` and `/schedule/encoder/{uuid}/edit`: every
 * field of spec section 3 the server takes. Each refusal is on its field and in the summary;
 * nothing typed is lost when the kind or the repeat changes.
 */
export function EventFormView({
  mode,
  savedName,
  backHref,
  values,
  ownTimeZone,
  choices,
  fieldErrors,
  formError,
  clashes = [],
  groupNotice = null,
  isSubmitting,
  onChange,
  onChooseGroup,
  onSubmit,
}: EventFormViewProps) {
  const { t } = useTranslation('schedule');
  const { t: tDestinations } = useTranslation('liveDestinations');
  const messageOf = (field: EventFormField) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateScheduleMessage(t, message);
  };
  /** A row's refusal: the rows' own words, else the schedule's (the server's rules). */
  const rowMessage = (id: string) => {
    const message = fieldErrors[id];
    if (message === undefined) return undefined;
    const key = DRAFT_MESSAGE_KEYS.get(message);
    return key ? tDestinations(`errors.${key}`) : translateScheduleMessage(t, message);
  };
  const summary = [
    ...EVENT_FORM_FIELDS.flatMap((field) => {
      const message = messageOf(field);
      if (!message) return [];
      // Destinations as a whole are answered on the first destination's field.
      const target = field === 'destinations' ? 'webChannelId' : field;
      return [{ message, fieldId: eventFieldId(target) }];
    }),
    ...values.destinationDrafts.flatMap((draft) =>
      ROW_FIELDS[draft.kind].flatMap((field) => {
        const id = draftFieldId(draft.key, field);
        const message = rowMessage(id);
        return message ? [{ message, fieldId: id }] : [];
      }),
    ),
    ...(formError ? [{ message: translateScheduleMessage(t, formError) }] : []),
  ];
  const common = (field: EventFormField) => ({
    id: eventFieldId(field),
    label: t(`form.fields.${field as Exclude<EventFormField, 'destinations'>}`),
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
  });
  const text = (field: keyof EventFormValues & EventFormField) => ({
    ...common(field),
    value: String(values[field]),
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    autoComplete: 'off',
  });
  const choose = (rows: ReadonlyArray<{ uuid: string; name: string }>) => [
    { value: '', label: t('form.choose') },
    ...rows.map((row) => ({ value: row.uuid, label: row.name })),
  ];
  const optional = (rows: ReadonlyArray<{ uuid: string; name: string }>) => [
    { value: '', label: t('form.none') },
    ...rows.map((row) => ({ value: row.uuid, label: row.name })),
  ];
  const encoder = isEncoderContent(values.contentType);
  const title =
    mode === 'create'
      ? t('form.createTitle')
      : mode === 'edit'
        ? t('form.editTitle', { name: savedName ?? '' })
        : t('form.encoderEditTitle', { name: savedName ?? '' });

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('title')}
            items={[
              { id: 'schedule', label: t('title'), href: '/schedule' },
              ...(savedName ? [{ id: 'event', label: savedName, href: backHref }] : []),
              { id: 'form', label: mode === 'create' ? t('form.createTitle') : t('event.edit') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('form.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          {mode !== 'encoder' ? (
            <FormGroup legend={t('form.sections.event')}>
              <TextField {...text('name')} isRequired maxLength={TEXT_LIMITS.eventName} />
              <TextField {...text('description')} />
              <NativeSelect
                {...common('contentType')}
                value={values.contentType}
                options={CONTENT_TYPES.map((value) => ({
                  value,
                  label: t(`contentTypes.${value}`),
                }))}
                onChange={(contentType) => onChange({ contentType })}
              />
            </FormGroup>
          ) : null}
          <FormGroup legend={t('form.sections.content')}>
            {encoder || mode === 'encoder' ? (
              <>
                <TextField {...text('encoderScheduleName')} isRequired maxLength={128} />
                <NativeSelect
                  {...common('encoderId')}
                  value={values.encoderId}
                  options={choose(choices.encoders)}
                  onChange={(encoderId) => onChange({ encoderId })}
                  isRequired
                />
                <NativeSelect
                  {...common('encoderChannelId')}
                  value={values.encoderChannelId}
                  options={choose(choices.encoderChannels)}
                  onChange={(encoderChannelId) => onChange({ encoderChannelId })}
                  isRequired
                />
                <Checkbox
                  isSelected={values.automaticSettings}
                  onChange={(automaticSettings) => onChange({ automaticSettings })}
                  isDisabled={isSubmitting}
                >
                  {t('form.fields.automaticSettings')}
                </Checkbox>
                {values.automaticSettings ? null : (
                  <NativeSelect
                    {...common('encoderPresetId')}
                    value={values.encoderPresetId}
                    options={choose(choices.encoderPresets)}
                    onChange={(encoderPresetId) => onChange({ encoderPresetId })}
                    isRequired
                  />
                )}
                <TextField
                  {...text('preEventBufferMinutes')}
                  inputMode="numeric"
                  description={t('form.fields.preEventBufferHint')}
                />
              </>
            ) : (
              <NativeSelect
                {...common('mediaId')}
                {...(values.contentType === 'web_video'
                  ? {
                      label: t('form.fields.webVideoMediaId'),
                      description: t('form.fields.webVideoHint'),
                    }
                  : {})}
                value={values.mediaId}
                options={[
                  { value: '', label: t('form.choose') },
                  ...choices.media.map((item) => ({ value: item.mediaId, label: item.title })),
                ]}
                onChange={(mediaId) => onChange({ mediaId })}
                isRequired
              />
            )}
          </FormGroup>
          {mode !== 'encoder' ? (
            <>
              <FormGroup legend={t('form.sections.when')} columns={2}>
                <TextField {...text('startDay')} type="date" isRequired />
                <TextField {...text('startClock')} type="time" isRequired />
                <Suspense fallback={<TextField {...text('timezone')} isRequired />}>
                  <TimeZoneField
                    id={eventFieldId('timezone')}
                    label={t('form.fields.timezone')}
                    values={values}
                    ownTimeZone={ownTimeZone}
                    errorMessage={messageOf('timezone')}
                    isDisabled={isSubmitting}
                    onChange={(timezone) => onChange({ timezone })}
                  />
                </Suspense>
                <TextField
                  {...text('durationMinutes')}
                  inputMode="numeric"
                  description={t('form.fields.durationHint')}
                  isRequired
                />
              </FormGroup>
              <FormGroup legend={t('form.sections.repeat')}>
                <NativeSelect
                  {...common('repeat')}
                  value={values.repeat}
                  options={(['none', 'daily', 'weekly', 'monthly'] as const).map((value) => ({
                    value,
                    label: t(`form.repeats.${value}`),
                  }))}
                  onChange={(repeat) => onChange({ repeat })}
                />
                {values.repeat === 'none' ? null : (
                  <>
                    <TextField
                      {...text('interval')}
                      inputMode="numeric"
                      description={t('form.fields.intervalHint')}
                    />
                    {values.repeat === 'weekly' ? (
                      <CheckboxGroup
                        id={eventFieldId('weekdays')}
                        label={t('form.fields.weekdays')}
                        value={[...values.weekdays]}
                        onChange={(days) => onChange({ weekdays: days as Weekday[] })}
                        orientation="horizontal"
                        isInvalid={messageOf('weekdays') !== undefined}
                        errorMessage={messageOf('weekdays')}
                        isDisabled={isSubmitting}
                      >
                        {WEEKDAYS.map((day) => (
                          <Checkbox key={day} value={day}>
                            {t(`weekdays.${day}`)}
                          </Checkbox>
                        ))}
                      </CheckboxGroup>
                    ) : null}
                    {values.repeat === 'monthly' ? (
                      <TextField {...text('dayOfMonth')} inputMode="numeric" />
                    ) : null}
                    <NativeSelect
                      {...common('endType')}
                      value={values.endType}
                      options={(['AFTER', 'ON', 'NEVER'] as const).map((value) => ({
                        value,
                        label: t(`form.ends.${value}`),
                      }))}
                      onChange={(endType) => onChange({ endType })}
                    />
                    {values.endType === 'AFTER' ? (
                      <TextField {...text('occurrences')} inputMode="numeric" />
                    ) : null}
                    {values.endType === 'ON' ? (
                      <TextField {...text('endDate')} type="date" />
                    ) : null}
                  </>
                )}
              </FormGroup>
              <FormGroup
                legend={t('form.sections.destinations')}
                description={t('form.destinationsHint')}
              >
                {choices.destinationGroups.length > 0 ? (
                  <LazyDestinationGroupField
                    id="event-destinationGroupId"
                    groups={choices.destinationGroups}
                    selectedGroupId={values.destinationGroupId}
                    notice={groupNotice}
                    isDisabled={isSubmitting}
                    onChoose={(groupId) => onChooseGroup?.(groupId)}
                  />
                ) : null}
                <NativeSelect
                  {...common('webChannelId')}
                  errorMessage={messageOf('webChannelId') ?? messageOf('destinations')}
                  value={values.webChannelId}
                  options={optional(choices.webChannels)}
                  onChange={(webChannelId) => onChange({ webChannelId })}
                />
                {values.webChannelId ? (
                  <>
                    <TextField {...text('webStartOffsetMinutes')} inputMode="numeric" />
                    <Checkbox
                      isSelected={values.autosaveToLibrary}
                      onChange={(autosaveToLibrary) => onChange({ autosaveToLibrary })}
                      isDisabled={isSubmitting}
                    >
                      {t('form.fields.autosaveToLibrary')}
                    </Checkbox>
                  </>
                ) : null}
                {choices.rtmpDestinations.length > 0 ||
                choices.socialChannels.length > 0 ||
                values.destinationDrafts.length > 0 ? (
                  <LazyDestinationDraftFields
                    drafts={values.destinationDrafts}
                    withStartOffsets
                    choices={choices}
                    eventName={values.name}
                    messageFor={(key, field) => rowMessage(draftFieldId(key, field))}
                    isDisabled={isSubmitting}
                    onChange={(destinationDrafts) => onChange({ destinationDrafts })}
                  />
                ) : null}
              </FormGroup>
            </>
          ) : null}
          <FormActions>
            <div role="status" aria-live="polite">
              {clashes.length > 0 ? (
                <InlineAlert tone="warning" title={t('form.clashesTitle')}>
                  <ul>
                    {clashes.map((message) => (
                      <li key={message}>{translateScheduleMessage(t, message)}</li>
                    ))}
                  </ul>
                </InlineAlert>
              ) : null}
            </div>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('form.saving')}
              >
                {t('form.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('form.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

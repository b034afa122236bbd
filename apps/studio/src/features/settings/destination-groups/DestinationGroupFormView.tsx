import { useTranslation } from '../../../i18n/react';
import type { DestinationGroupChoice, DestinationGroupChoices } from '@studio/api';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
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
  Stack,
  Switch,
  TextField,
} from '@studio/ui';
import { TEXT_LIMITS } from '@studio/domain';
import type { DestinationGroupFormValues } from './actors';
import { translateFieldMessage } from '../field-messages';
import { regionMismatch } from './region-mismatch';

export interface DestinationGroupFormViewProps {
  /** Editing: the group's name as saved. */
  savedName?: string;
  backHref: string;
  values: DestinationGroupFormValues;
  /** What the group may name: the organisation's channels and RTMP destinations. */
  choices: DestinationGroupChoices;
  fieldErrors: FieldErrors;
  /** A refusal that names no field (the Admin-only 403, no answer): shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<DestinationGroupFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof DestinationGroupFormValues> = [
  'name',
  'webEventProfileId',
  'encoderChannelId',
  'rtmpDestinationIds',
  'crossposts',
];
const fieldId = (field: string) => `destination-group-${field}`;
/** The Select's key for "no channel" (a uuid is never this). */
const NO_CHANNEL = 'none';

/**
 * `/settings/destination-groups/create` and `/{uuid}/edit`. Channels in different regions are
 * warned about as they are picked (a warning, not a refusal: spec section 8). Social crossposts
 * come with the social accounts slice; a group's existing ones are kept and listed.
 */
export function DestinationGroupFormView({
  savedName,
  backHref,
  values,
  choices,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: DestinationGroupFormViewProps) {
  const { t } = useTranslation('settingsDestinationGroups');
  const title =
    savedName === undefined
      ? t('destinationGroups.createTitle')
      : t('destinationGroups.editTitle', { name: savedName });
  const messageOf = (field: keyof DestinationGroupFormValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateFieldMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const mismatch = regionMismatch(choices, values.webEventProfileId, values.encoderChannelId);
  const channelSelect = (
    field: 'webEventProfileId' | 'encoderChannelId',
    label: string,
    options: readonly DestinationGroupChoice[],
  ) => (
    <Select
      id={fieldId(field)}
      label={label}
      items={[{ uuid: NO_CHANNEL, name: t('destinationGroups.fields.noChannel') }, ...options]}
      selectedKey={values[field] ?? NO_CHANNEL}
      onSelectionChange={(key) =>
        onChange({ [field]: key === NO_CHANNEL || key === null ? null : String(key) })
      }
      isInvalid={messageOf(field) !== undefined}
      errorMessage={messageOf(field)}
      isDisabled={isSubmitting}
    >
      {(option: { uuid: string; name: string }) => (
        <SelectItem id={option.uuid}>{option.name}</SelectItem>
      )}
    </Select>
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'destination-groups',
                label: t('destinationGroups.title'),
                href: '/settings/destination-groups',
              },
              ...(savedName === undefined
                ? []
                : [{ id: 'group', label: savedName, href: backHref }]),
              {
                id: 'form',
                label:
                  savedName === undefined
                    ? t('destinationGroups.createTitle')
                    : t('destinationGroups.edit'),
              },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('destinationGroups.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('name')}
            label={t('destinationGroups.fields.name')}
            isRequired
            maxLength={TEXT_LIMITS.destinationGroupName}
            value={values.name}
            onChange={(name) => onChange({ name })}
            isInvalid={messageOf('name') !== undefined}
            errorMessage={messageOf('name')}
            isDisabled={isSubmitting}
            autoComplete="off"
          />
          <Switch
            id={fieldId('enabled')}
            isSelected={values.enabled}
            onChange={(enabled) => onChange({ enabled })}
            isDisabled={isSubmitting}
          >
            {t('destinationGroups.fields.enabled')}
          </Switch>
          <Switch
            id={fieldId('softwareEncoderEnabled')}
            isSelected={values.softwareEncoderEnabled}
            onChange={(softwareEncoderEnabled) => onChange({ softwareEncoderEnabled })}
            isDisabled={isSubmitting}
          >
            {t('destinationGroups.fields.softwareEncoderEnabled')}
          </Switch>
          {channelSelect(
            'webEventProfileId',
            t('destinationGroups.fields.webChannel'),
            choices.webChannels,
          )}
          {channelSelect(
            'encoderChannelId',
            t('destinationGroups.fields.encoderChannel'),
            choices.encoderChannels,
          )}
          {mismatch ? (
            <InlineAlert
              tone="warning"
              role="status"
              title={t('destinationGroups.regionMismatchTitle')}
            >
              {t('destinationGroups.regionMismatch', mismatch)}
            </InlineAlert>
          ) : null}
          {choices.rtmpDestinations.length === 0 ? (
            <p>{t('destinationGroups.fields.rtmpDestinationsNone')}</p>
          ) : (
            <CheckboxGroup
              id={fieldId('rtmpDestinationIds')}
              label={t('destinationGroups.fields.rtmpDestinations')}
              value={[...values.rtmpDestinationIds]}
              onChange={(rtmpDestinationIds) => onChange({ rtmpDestinationIds })}
              isInvalid={messageOf('rtmpDestinationIds') !== undefined}
              errorMessage={messageOf('rtmpDestinationIds')}
              isDisabled={isSubmitting}
            >
              {choices.rtmpDestinations.map((destination) => (
                <Checkbox key={destination.uuid} value={destination.uuid}>
                  {destination.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
          {values.crossposts.length > 0 ? (
            <div id={fieldId('crossposts')}>
              <p>{t('destinationGroups.fields.crossposts')}</p>
              <ul>
                {values.crossposts.map((crosspost) => (
                  <li key={`${crosspost.destinationType}:${crosspost.channelId}`}>
                    {t('destinationGroups.crosspostEntry', {
                      network: t(`destinationGroups.crosspostTypes.${crosspost.destinationType}`),
                      channelId: crosspost.channelId,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('destinationGroups.saving')}
              >
                {t('destinationGroups.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('destinationGroups.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

import { useTranslation } from '../../../i18n/react';
import type { EncoderChannel, VenueLicenceAvailability } from '@studio/api';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  InlineAlert,
  Inline,
  Link,
  PageHeader,
  PasswordField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@studio/ui';
import { TEXT_LIMITS, VENUE } from '@studio/domain';
import type { VenueFormValues } from './actors';
import { translateFieldMessage } from '../field-messages';

export interface VenueFormViewProps {
  /** Editing an existing venue: its username as saved (no password fields then). */
  savedName?: string;
  /** The licence type the venue holds now: always offered, whatever is left. */
  heldLicenceType?: VenueFormValues['licenceType'];
  backHref: string;
  availability: VenueLicenceAvailability['availableVenueLicenses'];
  /** The organisation's encoder channels; null when they could not be read. */
  channels: readonly EncoderChannel[] | null;
  values: VenueFormValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<VenueFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof VenueFormValues> = [
  'username',
  'password',
  'passwordConfirmation',
  'licenceType',
  'decoderMode',
  'encoderChannelIds',
];
const fieldId = (field: string) => `venue-${field}`;

/**
 * `/settings/venues/create` and `/{uuid}/edit`: every message on its field and listed above the
 * form; licence types with none left cannot be chosen. Pure: the form machine holds the values.
 */
export function VenueFormView({
  savedName,
  heldLicenceType,
  backHref,
  availability,
  channels,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: VenueFormViewProps) {
  const { t } = useTranslation('settingsVenues');
  const isCreate = savedName === undefined;
  const title = isCreate ? t('venues.createTitle') : t('venues.editTitle', { name: savedName });
  const messageOf = (field: keyof VenueFormValues) => {
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
  const invalid = (field: keyof VenueFormValues) => ({
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
  });
  const unavailable = VENUE.licenceTypes.filter(
    (type) => availability[type] === 0 && type !== heldLicenceType,
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
              { id: 'venues', label: t('venues.title'), href: '/settings/venues' },
              ...(isCreate ? [] : [{ id: 'venue', label: savedName, href: backHref }]),
              { id: 'form', label: isCreate ? title : t('venues.edit') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('venues.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('username')}
            label={t('venues.fields.username')}
            description={t('venues.fields.usernameHint')}
            isRequired
            maxLength={VENUE.usernameMax}
            value={values.username}
            onChange={(username) => onChange({ username })}
            autoComplete="off"
            {...invalid('username')}
          />
          {isCreate && (
            <FormRow>
              <PasswordField
                id={fieldId('password')}
                label={t('venues.fields.password')}
                description={t('venues.fields.passwordHint')}
                revealLabel={t('venues.showPassword')}
                isRequired
                maxLength={TEXT_LIMITS.passwordMax}
                autoComplete="new-password"
                value={values.password}
                onChange={(password) => onChange({ password })}
                {...invalid('password')}
              />
              <PasswordField
                id={fieldId('passwordConfirmation')}
                label={t('venues.fields.passwordConfirmation')}
                revealLabel={t('venues.showPassword')}
                isRequired
                maxLength={TEXT_LIMITS.passwordMax}
                autoComplete="new-password"
                value={values.passwordConfirmation}
                onChange={(passwordConfirmation) => onChange({ passwordConfirmation })}
                {...invalid('passwordConfirmation')}
              />
            </FormRow>
          )}
          <Select
            id={fieldId('licenceType')}
            label={t('venues.fields.licenceType')}
            isRequired
            selectedKey={values.licenceType === '' ? null : values.licenceType}
            onSelectionChange={(key) =>
              onChange({ licenceType: String(key) as VenueFormValues['licenceType'] })
            }
            disabledKeys={unavailable}
            {...invalid('licenceType')}
          >
            {VENUE.licenceTypes.map((type) => (
              <SelectItem key={type} id={type}>
                {t('venues.fields.licenceOption', {
                  type: t(`venues.licenceTypes.${type}`),
                  count: String(availability[type]),
                })}
              </SelectItem>
            ))}
          </Select>
          <RadioGroup
            id={fieldId('decoderMode')}
            label={t('venues.fields.decoderMode')}
            orientation="horizontal"
            value={values.decoderMode}
            onChange={(mode) => onChange({ decoderMode: mode as VenueFormValues['decoderMode'] })}
            {...invalid('decoderMode')}
          >
            {VENUE.decoderModes.map((mode) => (
              <Radio key={mode} value={mode}>
                {t(`venues.decoderModes.${mode}`)}
              </Radio>
            ))}
          </RadioGroup>
          {channels === null ? (
            <InlineAlert tone="warning">
              {t('venues.fields.encoderChannelsUnavailable')}
            </InlineAlert>
          ) : channels.length === 0 ? (
            <p id={fieldId('encoderChannelIds')}>{t('venues.fields.encoderChannelsNone')}</p>
          ) : (
            <CheckboxGroup
              id={fieldId('encoderChannelIds')}
              label={t('venues.fields.encoderChannels')}
              value={values.encoderChannelIds}
              onChange={(encoderChannelIds) => onChange({ encoderChannelIds })}
              {...invalid('encoderChannelIds')}
            >
              {channels.map((channel) => (
                <Checkbox key={channel.uuid} value={channel.uuid}>
                  {channel.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('venues.saving')}
              >
                {t('venues.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('venues.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

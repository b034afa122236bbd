import { useTranslation } from '../../../i18n/react';
import type { EncoderChannelUser, Region } from '@studio/api';
import { CHANNEL_FIELD_LIMITS } from '@studio/domain';
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
  Link,
  NumberField,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  Switch,
  TextField,
} from '@studio/ui';
import type { EncoderChannelFormValues } from './form-actors';
import { translateChannelMessage } from './channel-messages';

export interface EncoderChannelFormViewProps {
  /** Editing an existing channel: its name as saved, for the title and the breadcrumbs. */
  savedName?: string;
  /** Where Cancel and the breadcrumb lead: the list, or the channel being edited. */
  backHref: string;
  values: EncoderChannelFormValues;
  regions: readonly Region[];
  userOptions: readonly EncoderChannelUser[];
  /** The organisation's longest "delete after" (days). */
  maxDeleteAfter: number;
  /** Messages per field (the domain's rules before sending, the server's after). */
  fieldErrors: FieldErrors;
  /** A refusal that names no field (no answer, 500): shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<EncoderChannelFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof EncoderChannelFormValues> = [
  'name',
  'regionId',
  'lanOnly',
  'deleteAfter',
  'users',
];
const fieldId = (field: string) => `encoder-channel-${field}`;

/**
 * `/settings/encoder-channels/create` and `/{uuid}/edit`. Pure: values and messages come from the
 * form machine, which keeps whatever was typed through a refusal.
 */
export function EncoderChannelFormView({
  savedName,
  backHref,
  values,
  regions,
  userOptions,
  maxDeleteAfter,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: EncoderChannelFormViewProps) {
  const { t } = useTranslation('settingsChannels');
  const isNew = savedName === undefined;
  const title = isNew
    ? t('encoderChannels.createTitle')
    : t('encoderChannels.editTitle', { name: savedName });
  const messageOf = (field: keyof EncoderChannelFormValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateChannelMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const invalid = (field: keyof EncoderChannelFormValues) => ({
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
  });

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
                id: 'encoder-channels',
                label: t('encoderChannels.title'),
                href: '/settings/encoder-channels',
              },
              ...(isNew ? [] : [{ id: 'channel', label: savedName, href: backHref }]),
              {
                id: 'form',
                label: isNew ? t('encoderChannels.createTitle') : t('encoderChannels.edit'),
              },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('encoderChannels.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('name')}
            label={t('encoderChannels.fields.name')}
            description={t('encoderChannels.fields.nameHint')}
            isRequired
            maxLength={CHANNEL_FIELD_LIMITS.encoderChannelName}
            value={values.name}
            onChange={(name) => onChange({ name })}
            isDisabled={isSubmitting}
            autoComplete="off"
            {...invalid('name')}
          />
          <Select
            id={fieldId('regionId')}
            label={t('encoderChannels.fields.region')}
            isRequired
            items={regions.map((region) => ({ id: region.uuid, name: region.name }))}
            selectedKey={values.regionId || null}
            onSelectionChange={(key) => onChange({ regionId: key === null ? '' : String(key) })}
            isDisabled={isSubmitting}
            {...invalid('regionId')}
          >
            {(region) => <SelectItem id={region.id}>{region.name}</SelectItem>}
          </Select>
          <Switch
            id={fieldId('lanOnly')}
            isSelected={values.lanOnly}
            onChange={(lanOnly) => onChange({ lanOnly })}
            isDisabled={isSubmitting}
          >
            {t('encoderChannels.fields.lanOnly')}
          </Switch>
          <NumberField
            id={fieldId('deleteAfter')}
            label={t('encoderChannels.fields.deleteAfter')}
            description={t('encoderChannels.fields.deleteAfterHint', { max: maxDeleteAfter })}
            minValue={1}
            maxValue={maxDeleteAfter}
            step={1}
            value={values.deleteAfter ?? Number.NaN}
            onChange={(days) => onChange({ deleteAfter: Number.isNaN(days) ? null : days })}
            isDisabled={isSubmitting}
            {...invalid('deleteAfter')}
          />
          <CheckboxGroup
            id={fieldId('users')}
            label={t('encoderChannels.fields.users')}
            description={
              userOptions.length === 0
                ? t('encoderChannels.fields.noUsers')
                : t('encoderChannels.fields.usersHint')
            }
            value={values.users}
            onChange={(users) => onChange({ users })}
            isDisabled={isSubmitting}
            {...invalid('users')}
          >
            {userOptions.map((user) => (
              <Checkbox key={user.uuid} value={user.uuid}>
                {user.name} ({user.userName})
              </Checkbox>
            ))}
          </CheckboxGroup>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('encoderChannels.saving')}
              >
                {t('encoderChannels.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('encoderChannels.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

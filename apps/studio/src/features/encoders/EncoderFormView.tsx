import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Form,
  FormActions,
  FormLayout,
  Inline,
  Link,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { ENCODER_NAME_MAX } from '@studio/domain';
import type { EncoderFormValues } from './actors';
import { ENCODER_FIELD_MESSAGES } from './encoder-rules';
import { settingsEncoderHref, type EncoderPlace } from './encoder-place';

export interface EncoderFormViewProps {
  saved: { uuid: string; name: string };
  values: EncoderFormValues;
  channels: readonly { uuid: string; name: string }[];
  inputSources: readonly string[];
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<EncoderFormValues>): void;
  onSubmit(): void;
  /** The staff area's trail and addresses; the organisation's settings when absent. */
  place?: EncoderPlace;
}

const NO_CHANNEL = 'none';
const fieldId = (field: string) => `encoder-${field}`;

/** `/settings/encoders/{uuid}/edit`: the encoder's name, its channel and its video input. */
export function EncoderFormView({
  saved,
  values,
  channels,
  inputSources,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
  place,
}: EncoderFormViewProps) {
  const { t } = useTranslation('encoders');
  const backHref = (place?.encoderHref ?? settingsEncoderHref)(saved.uuid);
  const messageOf = (field: keyof EncoderFormValues) => {
    const message = fieldErrors[field];
    if (message === undefined) return undefined;
    return message === ENCODER_FIELD_MESSAGES.nameRequired ||
      message === ENCODER_FIELD_MESSAGES.nameMax
      ? t(`edit.${message}`)
      : message;
  };
  const fields: (keyof EncoderFormValues)[] = ['name', 'assignedChannelId', 'videoInputSource'];
  const summary = [
    ...fields.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const sources = inputSources.map((source) => ({ id: source }));
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('edit.title', { name: saved.name })}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              ...(place?.crumbs ?? [
                { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
                { id: 'encoders', label: t('title'), href: '/settings/encoders' },
              ]),
              { id: 'encoder', label: saved.name, href: backHref },
              { id: 'form', label: t('actions.edit') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('edit.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('name')}
            label={t('fields.name')}
            value={values.name}
            onChange={(name) => onChange({ name })}
            isRequired
            maxLength={ENCODER_NAME_MAX}
            isInvalid={messageOf('name') !== undefined}
            errorMessage={messageOf('name')}
            isDisabled={isSubmitting}
            autoComplete="off"
          />
          <Select
            id={fieldId('assignedChannelId')}
            label={t('fields.assignedChannel')}
            description={t('edit.channelHint')}
            items={[{ uuid: NO_CHANNEL, name: t('edit.noChannel') }, ...channels]}
            selectedKey={values.assignedChannelId === '' ? NO_CHANNEL : values.assignedChannelId}
            onSelectionChange={(key) =>
              onChange({
                assignedChannelId: key === NO_CHANNEL || key === null ? '' : String(key),
              })
            }
            isInvalid={messageOf('assignedChannelId') !== undefined}
            errorMessage={messageOf('assignedChannelId')}
            isDisabled={isSubmitting}
          >
            {(channel) => <SelectItem id={channel.uuid}>{channel.name}</SelectItem>}
          </Select>
          {sources.length > 0 ? (
            <Select
              id={fieldId('videoInputSource')}
              label={t('fields.videoInputSource')}
              description={t('edit.inputHint')}
              items={sources}
              selectedKey={values.videoInputSource === '' ? null : values.videoInputSource}
              onSelectionChange={(key) =>
                onChange({ videoInputSource: key === null ? '' : String(key) })
              }
              isInvalid={messageOf('videoInputSource') !== undefined}
              errorMessage={messageOf('videoInputSource')}
              isDisabled={isSubmitting}
            >
              {(source) => <SelectItem id={source.id}>{source.id}</SelectItem>}
            </Select>
          ) : null}
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('edit.saving')}
              >
                {t('edit.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('edit.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

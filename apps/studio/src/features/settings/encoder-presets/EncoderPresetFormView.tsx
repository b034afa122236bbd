import { useTranslation } from '../../../i18n/react';
import type { EncoderPresetOptions } from '@studio/api';
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
  Inline,
  Link,
  NumberField,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@studio/ui';
import { ENCODER_PRESET, maxEncoderBitrateKbps } from '@studio/domain';
import type { EncoderPresetFormValues } from './actors';
import { translateFieldMessage } from '../field-messages';

export interface EncoderPresetFormViewProps {
  /** Editing an existing preset: its name as saved, for the title and the breadcrumbs. */
  savedName?: string;
  /** Where Cancel and the breadcrumb lead: the list, or the preset being edited. */
  backHref: string;
  /** The choices the organisation's plan allows. */
  options: EncoderPresetOptions;
  values: EncoderPresetFormValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field (no answer, 500, a plan refusal): shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<EncoderPresetFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof EncoderPresetFormValues> = [
  'name',
  'customName',
  'videoFormat',
  'resolution',
  'frameRate',
  'bitrateKbps',
  'audioChannels',
];
const fieldId = (field: string) => `encoder-preset-${field}`;
const AUDIO_CHANNELS = Array.from(
  { length: ENCODER_PRESET.audioChannelMax },
  (_, index) => index + ENCODER_PRESET.audioChannelMin,
);

/**
 * `/settings/encoder-presets/create` (and `/create/v2`, the version-2 flag) and `/{uuid}/edit`:
 * every message on its field and listed above the form. Pure: values and messages come from the
 * form machine, which keeps whatever was typed through a refusal.
 */
export function EncoderPresetFormView({
  savedName,
  backHref,
  options,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: EncoderPresetFormViewProps) {
  const { t } = useTranslation('settingsEncoderPresets');
  const isVersion2 = values.version === 2;
  const title =
    savedName !== undefined
      ? t('encoderPresets.editTitle', { name: savedName })
      : isVersion2
        ? t('encoderPresets.createVersion2Title')
        : t('encoderPresets.createTitle');
  const messageOf = (field: keyof EncoderPresetFormValues) => {
    const message =
      fieldErrors[field] ??
      Object.entries(fieldErrors).find(([key]) => key.startsWith(`${field}[`))?.[1];
    return message === undefined ? undefined : translateFieldMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const invalid = (field: keyof EncoderPresetFormValues) => ({
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
  });
  const bitrateMax = Math.min(
    options.maxBitrateKbps,
    maxEncoderBitrateKbps(values.resolution, values.frameRate),
  );
  const uhdOffered = options.resolutions.includes(ENCODER_PRESET.uhdResolution);

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        description={t('encoderPresets.versionValue', { version: String(values.version) })}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'encoder-presets',
                label: t('encoderPresets.title'),
                href: '/settings/encoder-presets',
              },
              ...(savedName === undefined
                ? []
                : [{ id: 'preset', label: savedName, href: backHref }]),
              { id: 'form', label: savedName === undefined ? title : t('encoderPresets.edit') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('encoderPresets.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('name')}
            label={t('encoderPresets.fields.name')}
            isRequired
            maxLength={ENCODER_PRESET.nameMax}
            value={values.name}
            onChange={(name) => onChange({ name })}
            autoComplete="off"
            {...invalid('name')}
          />
          <TextField
            id={fieldId('customName')}
            label={t('encoderPresets.fields.customName')}
            description={t('encoderPresets.fields.customNameHint')}
            maxLength={ENCODER_PRESET.customNameMax}
            value={values.customName}
            onChange={(customName) => onChange({ customName })}
            autoComplete="off"
            {...invalid('customName')}
          />
          <FormRow>
            <Select
              id={fieldId('resolution')}
              label={t('encoderPresets.fields.resolution')}
              description={uhdOffered ? undefined : t('encoderPresets.fields.uhdNeedsPlan')}
              isRequired
              selectedKey={values.resolution}
              onSelectionChange={(key) =>
                onChange({ resolution: String(key) as EncoderPresetFormValues['resolution'] })
              }
              {...invalid('resolution')}
            >
              {options.resolutions.map((resolution) => (
                <SelectItem key={resolution} id={resolution}>
                  {resolution}
                </SelectItem>
              ))}
            </Select>
            <Select
              id={fieldId('frameRate')}
              label={t('encoderPresets.fields.frameRate')}
              isRequired
              selectedKey={String(values.frameRate)}
              onSelectionChange={(key) =>
                onChange({ frameRate: Number(key) as EncoderPresetFormValues['frameRate'] })
              }
              {...invalid('frameRate')}
            >
              {options.frameRates.map((frameRate) => (
                <SelectItem key={frameRate} id={String(frameRate)}>
                  {String(frameRate)}
                </SelectItem>
              ))}
            </Select>
            <Select
              id={fieldId('videoFormat')}
              label={t('encoderPresets.fields.videoFormat')}
              selectedKey={values.videoFormat}
              onSelectionChange={(key) =>
                onChange({ videoFormat: String(key) as EncoderPresetFormValues['videoFormat'] })
              }
              {...invalid('videoFormat')}
            >
              {options.videoFormats.map((format) => (
                <SelectItem key={format} id={format}>
                  {t(`encoderPresets.videoFormats.${format}`)}
                </SelectItem>
              ))}
            </Select>
          </FormRow>
          <NumberField
            id={fieldId('bitrateKbps')}
            label={t('encoderPresets.fields.bitrateKbps')}
            description={t('encoderPresets.fields.bitrateHint', { max: String(bitrateMax) })}
            isRequired
            minValue={1}
            step={1}
            value={values.bitrateKbps}
            onChange={(bitrateKbps) => onChange({ bitrateKbps })}
            {...invalid('bitrateKbps')}
          />
          <CheckboxGroup
            id={fieldId('audioChannels')}
            label={t('encoderPresets.fields.audioChannels')}
            description={
              isVersion2
                ? t('encoderPresets.fields.audioChannelsHint2')
                : t('encoderPresets.fields.audioChannelsHint1')
            }
            orientation="horizontal"
            isRequired
            value={values.audioChannels.map(String)}
            onChange={(channels) =>
              onChange({
                audioChannels: channels.map(Number).sort((left, right) => left - right),
              })
            }
            {...invalid('audioChannels')}
          >
            {AUDIO_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                value={String(channel)}
                aria-label={t('encoderPresets.fields.audioChannel', { channel: String(channel) })}
              >
                {String(channel)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('encoderPresets.saving')}
              >
                {t('encoderPresets.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('encoderPresets.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

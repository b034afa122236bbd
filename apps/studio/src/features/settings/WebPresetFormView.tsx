import { useTranslation } from '../../i18n/react';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  Inline,
  Link,
  NumberField,
  PageHeader,
  Stack,
  Switch,
  TextField,
} from '@studio/ui';
import { TEXT_LIMITS, WEB_PRESET_CHANNELS } from '@studio/domain';
import type { WebPresetFormValues } from './actors';
import { translateFieldMessage } from './field-messages';

export interface WebPresetFormViewProps {
  /** Editing an existing preset: its name as saved, for the title and the breadcrumbs. */
  savedName?: string;
  /** Where Cancel and the breadcrumb lead: the list, or the preset being edited. */
  backHref: string;
  values: WebPresetFormValues;
  /** Messages per field (the domain's rules before sending, the server's after). */
  fieldErrors: FieldErrors;
  /** A refusal that names no field (no answer, 500): shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<WebPresetFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof WebPresetFormValues> = [
  'name',
  'videoChannel',
  'leftAudioChannel',
  'rightAudioChannel',
  'deinterlace',
];
const fieldId = (field: string) => `web-preset-${field}`;

/**
 * `/settings/web-presets/create` and `/{uuid}/edit`: the preset's fields, every message on its
 * field and listed above the form (linking to it). Pure: values and messages come from the form
 * machine, and the form keeps whatever was typed through a refusal.
 */
export function WebPresetFormView({
  savedName,
  backHref,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: WebPresetFormViewProps) {
  const { t } = useTranslation('settings');
  const title =
    savedName === undefined
      ? t('webPresets.createTitle')
      : t('webPresets.editTitle', { name: savedName });
  const messageOf = (field: keyof WebPresetFormValues) => {
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
  const channelProps = (field: 'videoChannel' | 'leftAudioChannel' | 'rightAudioChannel') => {
    const message = messageOf(field);
    const audio = field !== 'videoChannel';
    return {
      id: fieldId(field),
      label: t(`webPresets.fields.${field}`),
      description: t('webPresets.fields.channelHint'),
      minValue: audio ? WEB_PRESET_CHANNELS.audioMin : WEB_PRESET_CHANNELS.videoMin,
      maxValue: audio ? WEB_PRESET_CHANNELS.audioMax : WEB_PRESET_CHANNELS.videoMax,
      step: 1,
      isRequired: true,
      value: values[field],
      onChange: (value: number) => onChange({ [field]: value }),
      isInvalid: message !== undefined,
      errorMessage: message,
      isDisabled: isSubmitting,
    };
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'web-presets', label: t('webPresets.title'), href: '/settings/web-presets' },
              ...(savedName === undefined
                ? []
                : [{ id: 'preset', label: savedName, href: backHref }]),
              {
                id: 'form',
                label: savedName === undefined ? t('webPresets.createTitle') : t('webPresets.edit'),
              },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('webPresets.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('name')}
            label={t('webPresets.fields.name')}
            isRequired
            maxLength={TEXT_LIMITS.webPresetName}
            value={values.name}
            onChange={(name) => onChange({ name })}
            isInvalid={messageOf('name') !== undefined}
            errorMessage={messageOf('name')}
            isDisabled={isSubmitting}
            autoComplete="off"
          />
          <NumberField {...channelProps('videoChannel')} />
          <FormRow>
            <NumberField {...channelProps('leftAudioChannel')} />
            <NumberField {...channelProps('rightAudioChannel')} />
          </FormRow>
          <Switch
            id={fieldId('deinterlace')}
            isSelected={values.deinterlace}
            onChange={(deinterlace) => onChange({ deinterlace })}
            isDisabled={isSubmitting}
          >
            {t('webPresets.fields.deinterlace')}
          </Switch>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('webPresets.saving')}
              >
                {t('webPresets.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('webPresets.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

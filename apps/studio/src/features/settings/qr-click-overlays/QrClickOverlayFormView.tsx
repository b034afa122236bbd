import { useTranslation } from '../../../i18n/react';
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
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@studio/ui';
import {
  QR_CLICK_LIMITS,
  QR_CLICK_OPENING_BEHAVIOURS,
  QR_CLICK_OVERLAY_TYPES,
  type QrClickOpeningBehaviour,
  type QrClickOverlayType,
} from '@studio/domain';
import type { QrClickOverlayFormValues } from './actors';
import { translateFieldMessage } from '../field-messages';

export interface QrClickOverlayFormViewProps {
  /** Editing: the overlay's name as saved. */
  savedName?: string;
  backHref: string;
  values: QrClickOverlayFormValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field: shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<QrClickOverlayFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof QrClickOverlayFormValues> = [
  'name',
  'url',
  'customLabel',
  'type',
  'openingBehaviour',
];
const fieldId = (field: string) => `qr-click-overlay-${field}`;

/** `/settings/qr-click-overlays/create` and `/{uuid}/edit`: every message on its field. */
export function QrClickOverlayFormView({
  savedName,
  backHref,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: QrClickOverlayFormViewProps) {
  const { t } = useTranslation('settingsQrClickOverlays');
  const title =
    savedName === undefined
      ? t('qrClickOverlays.createTitle')
      : t('qrClickOverlays.editTitle', { name: savedName });
  const messageOf = (field: keyof QrClickOverlayFormValues) => {
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
  const textProps = (field: 'name' | 'url' | 'customLabel') => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
    autoComplete: 'off',
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
                id: 'qr-click-overlays',
                label: t('qrClickOverlays.title'),
                href: '/settings/qr-click-overlays',
              },
              ...(savedName === undefined
                ? []
                : [{ id: 'overlay', label: savedName, href: backHref }]),
              {
                id: 'form',
                label:
                  savedName === undefined
                    ? t('qrClickOverlays.createTitle')
                    : t('qrClickOverlays.edit'),
              },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('qrClickOverlays.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            {...textProps('name')}
            label={t('qrClickOverlays.fields.name')}
            isRequired
            maxLength={QR_CLICK_LIMITS.name}
          />
          <TextField
            {...textProps('url')}
            label={t('qrClickOverlays.fields.url')}
            description={t('qrClickOverlays.fields.urlHint')}
            type="url"
            isRequired
          />
          <TextField
            {...textProps('customLabel')}
            label={t('qrClickOverlays.fields.customLabel')}
            description={t('qrClickOverlays.fields.customLabelHint')}
            maxLength={QR_CLICK_LIMITS.label}
          />
          <RadioGroup
            id={fieldId('type')}
            label={t('qrClickOverlays.fields.type')}
            value={values.type}
            onChange={(type) => onChange({ type: type as QrClickOverlayType })}
            isInvalid={messageOf('type') !== undefined}
            errorMessage={messageOf('type')}
            isDisabled={isSubmitting}
            isRequired
          >
            {QR_CLICK_OVERLAY_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {t(`qrClickOverlays.types.${type}`)}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            id={fieldId('openingBehaviour')}
            label={t('qrClickOverlays.fields.openingBehaviour')}
            value={values.openingBehaviour}
            onChange={(behaviour) =>
              onChange({ openingBehaviour: behaviour as QrClickOpeningBehaviour })
            }
            isInvalid={messageOf('openingBehaviour') !== undefined}
            errorMessage={messageOf('openingBehaviour')}
            isDisabled={isSubmitting}
            isRequired
          >
            {QR_CLICK_OPENING_BEHAVIOURS.map((behaviour) => (
              <Radio key={behaviour} value={behaviour}>
                {t(`qrClickOverlays.openingBehaviours.${behaviour}`)}
              </Radio>
            ))}
          </RadioGroup>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('qrClickOverlays.saving')}
              >
                {t('qrClickOverlays.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('qrClickOverlays.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

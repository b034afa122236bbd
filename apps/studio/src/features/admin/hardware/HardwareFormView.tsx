import { useTranslation } from '../../../i18n/react';
import type { FieldErrors } from '@studio/machines';
import type { HardwareUnitFormValues } from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  Inline,
  Link,
  PageHeader,
  Stack,
  TextField,
  NativeSelect,
} from '@studio/ui';
import { translateAdminMessage } from '../field-messages';
import type { HardwareLookups } from './actors';

export interface HardwareFormViewProps {
  /** Editing: the unit's serial as saved. */
  savedSerial?: string;
  backHref: string;
  lookups: HardwareLookups;
  values: HardwareUnitFormValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<HardwareUnitFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof HardwareUnitFormValues> = [
  'serialNumber',
  'modelId',
  'statusId',
  'cycleId',
  'locationId',
  'ownerId',
  'buildDate',
  'saleDate',
  'warrantyLengthYears',
  'vendorInvoice',
  'activationCode',
];
const fieldId = (field: string) => `hardware-${field}`;

/** `/hardware/create` and `/{uuid}/edit`: every unit field of spec section 3. */
export function HardwareFormView(props: HardwareFormViewProps) {
  const { t } = useTranslation('admin');
  const { values, fieldErrors, isSubmitting, onChange, lookups } = props;
  const title =
    props.savedSerial === undefined
      ? t('hardware.createTitle')
      : t('hardware.editTitle', { serial: props.savedSerial });
  const messageOf = (field: keyof HardwareUnitFormValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateAdminMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(props.formError ? [{ message: props.formError }] : []),
  ];
  const text = (
    field: keyof HardwareUnitFormValues,
    extra: {
      isRequired?: boolean;
      description?: string;
      type?: string;
      inputMode?: 'numeric';
    } = {},
  ) => (
    <TextField
      id={fieldId(field)}
      label={t(`hardware.fields.${field}`)}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value })}
      isInvalid={messageOf(field) !== undefined}
      errorMessage={messageOf(field)}
      isDisabled={isSubmitting}
      autoComplete="off"
      {...extra}
    />
  );
  const choice = (
    field: 'modelId' | 'statusId' | 'cycleId' | 'locationId',
    options: ReadonlyArray<{ value: string; label: string }>,
    isRequired: boolean,
  ) => (
    <NativeSelect
      id={fieldId(field)}
      label={t(`hardware.fields.${field}`)}
      value={values[field]}
      options={[
        {
          value: '',
          label: isRequired ? t('hardware.fields.choose') : t('hardware.fields.noCycle'),
        },
        ...options,
      ]}
      onChange={(value) => onChange({ [field]: value })}
      errorMessage={messageOf(field)}
      isRequired={isRequired}
      isDisabled={isSubmitting}
    />
  );
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'hardware', label: t('hardware.title'), href: '/hardware' },
              ...(props.savedSerial === undefined
                ? []
                : [{ id: 'unit', label: props.savedSerial, href: props.backHref }]),
              { id: 'form', label: title },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('hardware.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <FormLayout>
          {text('serialNumber', { isRequired: true, description: t('hardware.fields.serialHint') })}
          <FormRow>
            {choice(
              'modelId',
              lookups.models.map((model) => ({
                value: model.uuid,
                label: `${model.name} (${t(`hardware.types.${model.type}`)})`,
              })),
              true,
            )}
            {choice(
              'statusId',
              lookups.statuses.map((status) => ({ value: status.uuid, label: status.name })),
              true,
            )}
            {choice(
              'cycleId',
              lookups.cycles.map((cycle) => ({ value: cycle.uuid, label: cycle.name })),
              false,
            )}
          </FormRow>
          <FormRow>
            {choice(
              'locationId',
              lookups.locations.map((location) => ({ value: location.uuid, label: location.name })),
              true,
            )}
            {text('ownerId', { isRequired: true, description: t('hardware.fields.ownerHint') })}
          </FormRow>
          <FormRow>
            {text('buildDate', { isRequired: true, type: 'date' })}
            {text('saleDate', { type: 'date' })}
            {text('warrantyLengthYears', { isRequired: true, inputMode: 'numeric' })}
          </FormRow>
          <FormRow>
            {text('vendorInvoice')}
            {text('activationCode', { description: t('hardware.fields.activationHint') })}
          </FormRow>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('hardware.saving')}
              >
                {t('hardware.save')}
              </Button>
              <Link variant="standalone" href={props.backHref}>
                {t('hardware.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

import { useTranslation } from '../../../i18n/react';
import type { FieldErrors } from '@studio/machines';
import type { ServicePlan } from '@studio/api';
import {
  ORGANISATION_AMOUNT_FIELDS,
  ORGANISATION_COUNT_FIELDS,
  type OrganisationFormValues,
} from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  Card,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  Inline,
  Link,
  PageHeader,
  Stack,
  Switch,
  TextField,
  NativeSelect,
} from '@studio/ui';
import { translateAdminMessage } from '../field-messages';

export interface OrganisationPlans {
  readonly web: readonly ServicePlan[];
  readonly vod: readonly ServicePlan[];
  readonly multisite: readonly ServicePlan[];
}

export interface OrganisationFormViewProps {
  /** Editing: the organisation's name as saved. */
  savedName?: string;
  backHref: string;
  values: OrganisationFormValues;
  plans: OrganisationPlans;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<OrganisationFormValues>): void;
  onSubmit(): void;
}

type TextFieldName = Exclude<keyof OrganisationFormValues, 'status' | 'audio16Channel'>;
const fieldId = (field: string) => `organisation-${field}`;

const PLAN_FIELDS = [
  ['webPlanId', 'webStartDate', 'web'],
  ['vodPlanId', 'vodStartDate', 'vod'],
  ['multisitePlanId', 'multisiteStartDate', 'multisite'],
] as const;
const LICENCE_FIELDS = ORGANISATION_COUNT_FIELDS.slice(0, 6);
const SERVICE_FIELDS = [
  'rtmpStreams',
  'subtitleHoursPerMonth',
  ...ORGANISATION_AMOUNT_FIELDS,
  'webEvents',
  'studioAiVideoCount',
] as const;

/**
 * The staff organisation form of spec section 3: name and location required, managed by (the
 * move), status, master ECG, the three plans with start dates, additional licences and the
 * allowances. Pure: the form machine holds values and messages.
 */
export function OrganisationFormView(props: OrganisationFormViewProps) {
  const { t } = useTranslation('admin');
  const { values, fieldErrors, isSubmitting, onChange } = props;
  const title =
    props.savedName === undefined
      ? t('form.createTitle')
      : t('form.editTitle', { name: props.savedName });
  const messageOf = (field: keyof OrganisationFormValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateAdminMessage(t, message);
  };
  const summary = [
    ...(Object.keys(values) as (keyof OrganisationFormValues)[]).flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(props.formError ? [{ message: props.formError }] : []),
  ];
  const text = (
    field: TextFieldName,
    extra: {
      isRequired?: boolean;
      description?: string;
      type?: string;
      inputMode?: 'numeric' | 'decimal';
    } = {},
  ) => (
    <TextField
      key={field}
      id={fieldId(field)}
      label={t(`form.fields.${field}`)}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value })}
      isInvalid={messageOf(field) !== undefined}
      errorMessage={messageOf(field)}
      isDisabled={isSubmitting}
      autoComplete="off"
      {...extra}
    />
  );
  const planOptions = (plans: readonly ServicePlan[]) => [
    { value: '', label: t('form.fields.noPlan') },
    ...plans.map((plan) => ({ value: plan.id, label: plan.name })),
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              {
                id: 'organisations',
                label: t('organisations.title'),
                href: '/admin/organizations',
              },
              ...(props.savedName === undefined
                ? []
                : [{ id: 'organisation', label: props.savedName, href: props.backHref }]),
              { id: 'form', label: title },
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
          props.onSubmit();
        }}
      >
        <FormLayout>
          <Card title={t('form.sections.organisation')}>
            <Stack gap={4}>
              {text('name', { isRequired: true })}
              {text('location', { isRequired: true })}
              <FormRow>
                <NativeSelect
                  id={fieldId('status')}
                  label={t('form.fields.status')}
                  value={values.status}
                  options={(['active', 'suspended', 'cancelled'] as const).map((status) => ({
                    value: status,
                    label: t(`form.statuses.${status}`),
                  }))}
                  onChange={(status) =>
                    onChange({ status: status as OrganisationFormValues['status'] })
                  }
                  isDisabled={isSubmitting}
                />
                {text('masterEcg', { description: t('form.fields.masterEcgHint') })}
              </FormRow>
              {text('managedBy', { description: t('form.fields.managedByHint') })}
            </Stack>
          </Card>
          <Card title={t('form.sections.plans')}>
            <Stack gap={4}>
              {PLAN_FIELDS.map(([planField, dateField, family]) => (
                <FormRow key={planField}>
                  <NativeSelect
                    id={fieldId(planField)}
                    label={t(`form.fields.${planField}`)}
                    value={values[planField]}
                    options={planOptions(props.plans[family])}
                    onChange={(value) => onChange({ [planField]: value })}
                    errorMessage={messageOf(planField)}
                    isDisabled={isSubmitting}
                  />
                  {text(dateField, { type: 'date' })}
                </FormRow>
              ))}
            </Stack>
          </Card>
          <Card title={t('form.sections.licences')}>
            <FormRow>
              {LICENCE_FIELDS.map((field) => text(field, { inputMode: 'numeric' }))}
            </FormRow>
          </Card>
          <Card title={t('form.sections.services')}>
            <Stack gap={4}>
              <FormRow>
                {SERVICE_FIELDS.map((field) =>
                  text(field, {
                    inputMode: (ORGANISATION_AMOUNT_FIELDS as readonly string[]).includes(field)
                      ? 'decimal'
                      : 'numeric',
                  }),
                )}
              </FormRow>
              <Switch
                id={fieldId('audio16Channel')}
                isSelected={values.audio16Channel}
                onChange={(audio16Channel) => onChange({ audio16Channel })}
                isDisabled={isSubmitting}
              >
                {t('form.fields.audio16Channel')}
              </Switch>
            </Stack>
          </Card>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('form.saving')}
              >
                {t('form.save')}
              </Button>
              <Link variant="standalone" href={props.backHref}>
                {t('form.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import type { ServicePlan } from '@studio/api';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Card,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  Grid,
  PageHeader,
  Stack,
  StatusBadge,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { formatters } from './format';
import { translateOrganisationMessage } from './LibrarySettingsView';
import type { PaymentMethodFormValues } from './trial-form';

const FAMILIES = ['web', 'vod', 'multisite'] as const;

export interface PaymentMethodFormProps {
  values: PaymentMethodFormValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<PaymentMethodFormValues>): void;
  onSubmit(): void;
}

export interface PlansViewProps {
  plans: readonly ServicePlan[];
  /** The organisation's plan ids, marked as current. */
  currentPlanIds: readonly string[];
  /** The On Demand trial panel (TrialPanel). */
  trial: ReactNode;
  /** The payment method form (PaymentMethodForm), for who may manage subscriptions. */
  paymentMethodForm?: ReactNode;
}

const paymentFieldId = (field: string) => `payment-method-${field}`;

export function PaymentMethodForm({
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: PaymentMethodFormProps) {
  const { t } = useTranslation('settingsOrganisation');
  const messageOf = (field: keyof PaymentMethodFormValues) =>
    fieldErrors[field] ? translateOrganisationMessage(t, fieldErrors[field]) : undefined;
  const field = (name: keyof PaymentMethodFormValues, label: string) => ({
    id: paymentFieldId(name),
    label,
    isRequired: true,
    value: values[name],
    onChange: (value: string) => onChange({ [name]: value }),
    isInvalid: messageOf(name) !== undefined,
    errorMessage: messageOf(name),
    isDisabled: isSubmitting,
    autoComplete: 'off',
  });
  const summary = [
    ...(['label', 'lastFour', 'expiryMonth'] as const).flatMap((name) => {
      const message = messageOf(name);
      return message ? [{ message, fieldId: paymentFieldId(name) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  return (
    <Card
      title={t('organisation.trial.addPaymentMethod')}
      description={t('organisation.trial.paymentNote')}
    >
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('organisation.trial.paymentNotAdded')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField {...field('label', t('organisation.trial.label'))} maxLength={60} />
          <FormRow>
            <TextField
              {...field('lastFour', t('organisation.trial.lastFour'))}
              inputMode="numeric"
              maxLength={4}
            />
            <TextField
              {...field('expiryMonth', t('organisation.trial.expiryMonth'))}
              placeholder="2030-01"
            />
          </FormRow>
          <FormActions>
            <Button
              type="submit"
              isPending={isSubmitting}
              pendingLabel={t('organisation.trial.adding')}
            >
              {t('organisation.trial.addPayment')}
            </Button>
          </FormActions>
        </FormLayout>
      </Form>
    </Card>
  );
}

/** `/signup/plans`: the plans by family with what each includes, and the On Demand trial. */
export function PlansView({ plans, currentPlanIds, trial, paymentMethodForm }: PlansViewProps) {
  const { t, language } = useTranslation('settingsOrganisation');
  const format = formatters(language);
  const includes = (plan: ServicePlan) =>
    [
      plan.storageTb
        ? t('organisation.signup.storage', { value: format.tb(plan.storageTb) })
        : null,
      plan.bandwidthTbPerMonth
        ? t('organisation.signup.bandwidth', { value: format.tb(plan.bandwidthTbPerMonth) })
        : null,
      plan.bitrates ? t('organisation.signup.bitrates', { value: plan.bitrates }) : null,
      plan.allows4k ? t('organisation.signup.fourK') : null,
    ].filter((entry): entry is string => entry !== null);
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('organisation.signup.title')}
        description={t('organisation.signup.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              {
                id: 'organisation',
                label: t('organisation.title'),
                href: '/settings/organization',
              },
              { id: 'plans', label: t('organisation.signup.title') },
            ]}
          />
        }
      />
      {trial}
      {paymentMethodForm}
      {FAMILIES.map((family) => {
        const familyPlans = plans.filter((plan) => plan.family === family);
        if (familyPlans.length === 0) return null;
        const title = t(`organisation.signup.familyTitle.${family}`);
        return (
          <Stack key={family} gap={3}>
            <h2>{title}</h2>
            <Grid
              minColumnWidth="sm"
              gap={4}
              elementType="ul"
              aria-label={t('organisation.signup.plansLabel', { family: title })}
            >
              {familyPlans.map((plan) => (
                <li key={plan.id}>
                  <Card
                    title={plan.name}
                    headingLevel={3}
                    actions={
                      currentPlanIds.includes(plan.id) ? (
                        <StatusBadge label={t('organisation.signup.current')} tone="success" />
                      ) : null
                    }
                  >
                    <ul>
                      {includes(plan).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </Card>
                </li>
              ))}
            </Grid>
          </Stack>
        );
      })}
    </Stack>
  );
}

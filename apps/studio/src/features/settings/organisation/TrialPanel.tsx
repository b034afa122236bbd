import type { PaymentMethod, TrialEligibility } from '@studio/api';
import type { TrialCode } from '@studio/domain';
import {
  AlertDialog,
  Button,
  Card,
  Checkbox,
  DialogTrigger,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  InlineAlert,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { formatters } from './format';
import { translateOrganisationMessage } from './LibrarySettingsView';
import type { TrialFieldErrors, TrialFormValues } from './trial-form';

/** Where the trial is, from the trial machine (and, before it may start, the eligibility). */
export type TrialPanelState =
  | 'notSubscribed'
  | 'subscribed'
  | 'eligible'
  | 'starting'
  | 'inTrial'
  | 'cancelling'
  | 'cancelled'
  | 'expired';

export interface TrialPanelProps {
  state: TrialPanelState;
  trial: TrialEligibility['trial'];
  /** Null for someone who may not manage subscriptions (the form is not offered). */
  paymentMethods: readonly PaymentMethod[] | null;
  values: TrialFormValues;
  fieldErrors: TrialFieldErrors;
  /** The last refusal: a trial code of spec section 8, or 403 (NOT_AUTHORIZED for the person). */
  refusal?: { code: TrialCode | null; status?: number; message: string } | null;
  onChange(values: TrialFormValues): void;
  onStart(): void;
  onCancel(): Promise<unknown>;
}

const fieldId = (path: string) => `trial-${path.replace('.', '-')}`;

/** The On Demand trial on `/signup/plans`: eligibility, the start form, then the running trial. */
export function TrialPanel({
  state,
  trial,
  paymentMethods,
  values,
  fieldErrors,
  refusal,
  onChange,
  onStart,
  onCancel,
}: TrialPanelProps) {
  const { t, language } = useTranslation('settingsOrganisation');
  const format = formatters(language);
  const messageOf = (path: string) =>
    fieldErrors[path] ? translateOrganisationMessage(t, fieldErrors[path]) : undefined;
  const refusalText = refusal
    ? refusal.code
      ? t(`organisation.trial.codes.${refusal.code}`)
      : refusal.status === 403
        ? t('organisation.trial.forbidden')
        : refusal.message
    : null;
  const isStarting = state === 'starting';
  const contactField = (field: 'firstName' | 'lastName' | 'email') => ({
    id: fieldId(`contact.${field}`),
    label: t(`organisation.trial.${field}`),
    isRequired: true,
    value: values.contact[field],
    onChange: (value: string) =>
      onChange({ ...values, contact: { ...values.contact, [field]: value } }),
    isInvalid: messageOf(`contact.${field}`) !== undefined,
    errorMessage: messageOf(`contact.${field}`),
    isDisabled: isStarting,
  });
  const summary = [
    ...[
      'paymentMethodId',
      'contact.firstName',
      'contact.lastName',
      'contact.email',
      'termsAccepted',
    ].flatMap((path) => {
      const message = messageOf(path);
      return message ? [{ message, fieldId: fieldId(path) }] : [];
    }),
  ];

  let body;
  switch (state) {
    case 'notSubscribed':
      body = <p>{t('organisation.trial.notSubscribed')}</p>;
      break;
    case 'subscribed':
      body = <p>{t('organisation.trial.subscribed')}</p>;
      break;
    case 'inTrial':
    case 'cancelling':
      body = (
        <Stack gap={4}>
          <InlineAlert tone="success" role="status">
            {t('organisation.trial.started', { date: trial ? format.date(trial.endsAt) : '' })}
          </InlineAlert>
          {refusalText ? <InlineAlert tone="error">{refusalText}</InlineAlert> : null}
          {paymentMethods ? (
            <DialogTrigger>
              <Button variant="danger">{t('organisation.trial.cancel')}</Button>
              <AlertDialog
                variant="danger"
                title={t('organisation.trial.cancelTitle')}
                actionLabel={t('organisation.trial.cancel')}
                cancelLabel={t('organisation.trial.keep')}
                pendingLabel={t('organisation.trial.cancelling')}
                onAction={onCancel}
              >
                {t('organisation.trial.cancelBody')}
              </AlertDialog>
            </DialogTrigger>
          ) : null}
        </Stack>
      );
      break;
    case 'cancelled':
      body = (
        <InlineAlert tone="info" role="status">
          {t('organisation.trial.cancelled', {
            date: trial?.cancelledAt ? format.date(trial.cancelledAt) : '',
          })}
        </InlineAlert>
      );
      break;
    case 'expired':
      body = (
        <Stack gap={3}>
          {refusalText ? <InlineAlert tone="error">{refusalText}</InlineAlert> : null}
          <InlineAlert tone="info" role="status">
            {t('organisation.trial.expired', { date: trial ? format.date(trial.endsAt) : '' })}
          </InlineAlert>
        </Stack>
      );
      break;
    default:
      body = (
        <Stack gap={4}>
          <p>{t('organisation.trial.eligible')}</p>
          {refusalText ? (
            <InlineAlert tone="error" role="alert">
              {refusalText}
            </InlineAlert>
          ) : null}
          {paymentMethods ? (
            <Form
              validationBehavior="aria"
              errors={summary}
              errorsTitle={t('organisation.trial.errorsTitle')}
              onSubmit={(event) => {
                event.preventDefault();
                onStart();
              }}
            >
              <FormLayout>
                {paymentMethods.length === 0 ? (
                  <p>{t('organisation.trial.noPaymentMethod')}</p>
                ) : null}
                <Select
                  id={fieldId('paymentMethodId')}
                  label={t('organisation.trial.paymentMethod')}
                  isRequired
                  items={paymentMethods.map((method) => ({ ...method, id: method.uuid }))}
                  selectedKey={values.paymentMethodId || null}
                  onSelectionChange={(key) =>
                    onChange({ ...values, paymentMethodId: key === null ? '' : String(key) })
                  }
                  isInvalid={messageOf('paymentMethodId') !== undefined}
                  errorMessage={messageOf('paymentMethodId')}
                  isDisabled={isStarting}
                >
                  {(method) => (
                    <SelectItem id={method.uuid}>
                      {t('organisation.trial.paymentMethodOption', {
                        label: method.label,
                        lastFour: method.lastFour,
                        expiry: method.expiryMonth,
                      })}
                    </SelectItem>
                  )}
                </Select>
                <FormRow>
                  <TextField {...contactField('firstName')} autoComplete="given-name" />
                  <TextField {...contactField('lastName')} autoComplete="family-name" />
                </FormRow>
                <TextField {...contactField('email')} type="email" autoComplete="email" />
                <Checkbox
                  id={fieldId('termsAccepted')}
                  isSelected={values.termsAccepted}
                  onChange={(termsAccepted) => onChange({ ...values, termsAccepted })}
                  isInvalid={messageOf('termsAccepted') !== undefined}
                  isDisabled={isStarting}
                >
                  {t('organisation.trial.terms')}
                </Checkbox>
                {messageOf('termsAccepted') ? (
                  <InlineAlert tone="error">{messageOf('termsAccepted')}</InlineAlert>
                ) : null}
                <FormActions>
                  <Button
                    type="submit"
                    variant="primary"
                    isPending={isStarting}
                    pendingLabel={t('organisation.trial.starting')}
                  >
                    {t('organisation.trial.start')}
                  </Button>
                </FormActions>
              </FormLayout>
            </Form>
          ) : null}
        </Stack>
      );
  }

  return (
    <Card title={t('organisation.trial.title')} description={t('organisation.trial.intro')}>
      {body}
    </Card>
  );
}

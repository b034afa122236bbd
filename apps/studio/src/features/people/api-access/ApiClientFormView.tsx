import { API_CLIENT_ROLES, PEOPLE_FIELD_LIMITS, type ApiClientRole } from '@studio/domain';
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
  PageHeader,
  Stack,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../../settings/field-messages';
import type { ApiClientFormValues } from './actors';

export interface ApiClientFormViewProps {
  /** Editing: the client's saved name and where Cancel leads. */
  saved?: { name: string; uuid: string };
  values: ApiClientFormValues;
  /** Roles the organisation's plans allow; the others are shown disabled, with the plan needed. */
  allowedRoles: Record<ApiClientRole, boolean>;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<ApiClientFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof ApiClientFormValues> = ['name', 'roles', 'termsAccepted'];
const fieldId = (field: string) => `api-client-${field}`;

/** `/settings/api-access/create` and `/{uuid}/edit`: name, at least one role, the terms accepted. */
export function ApiClientFormView({
  saved,
  values,
  allowedRoles,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: ApiClientFormViewProps) {
  const { t } = useTranslation('apiAccess');
  const messageOf = (field: keyof ApiClientFormValues) => {
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
  const title = saved ? t('editTitle', { name: saved.name }) : t('createTitle');
  const backHref = saved ? `/settings/api-access/${saved.uuid}` : '/settings/api-access';
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'api-access', label: t('title'), href: '/settings/api-access' },
              ...(saved ? [{ id: 'client', label: saved.name, href: backHref }] : []),
              { id: 'form', label: saved ? t('edit') : t('createTitle') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('name')}
            label={t('fields.name')}
            isRequired
            maxLength={PEOPLE_FIELD_LIMITS.apiClientName}
            autoComplete="off"
            value={values.name}
            onChange={(name) => onChange({ name })}
            isDisabled={isSubmitting}
            isInvalid={messageOf('name') !== undefined}
            errorMessage={messageOf('name')}
          />
          <CheckboxGroup
            id={fieldId('roles')}
            label={t('fields.roles')}
            description={t('fields.rolesHint')}
            isRequired
            value={values.roles}
            isDisabled={isSubmitting}
            onChange={(roles) => onChange({ roles: roles as ApiClientRole[] })}
            isInvalid={messageOf('roles') !== undefined}
            errorMessage={messageOf('roles')}
          >
            {API_CLIENT_ROLES.map((role) => (
              <Checkbox key={role} value={role} isDisabled={!allowedRoles[role]}>
                {t(`roles.${role}`)}: {t(`roleHints.${role}`)}
                {allowedRoles[role] ? null : ` ${t('planNeeded')}`}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Checkbox
            id={fieldId('termsAccepted')}
            isSelected={values.termsAccepted}
            isDisabled={isSubmitting}
            isRequired
            isInvalid={messageOf('termsAccepted') !== undefined}
            onChange={(termsAccepted) => onChange({ termsAccepted })}
          >
            {t('fields.terms')}
          </Checkbox>
          {messageOf('termsAccepted') ? <p role="alert">{messageOf('termsAccepted')}</p> : null}
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('saving')}
              >
                {t('save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

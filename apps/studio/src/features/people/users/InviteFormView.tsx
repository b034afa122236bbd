import { useTranslation } from '../../../i18n/react';
import { ROLES, TEXT_LIMITS, type Role } from '@studio/domain';
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
import { translateFieldMessage } from '../../settings/field-messages';
import type { InviteFormValues } from './actors';

export interface InviteFormViewProps {
  values: InviteFormValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<InviteFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof InviteFormValues> = ['email', 'roles'];
const fieldId = (field: string) => `invite-${field}`;

/** `/settings/users/invite`: an e-mail address (at most 70) and at least one role. */
export function InviteFormView({
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: InviteFormViewProps) {
  const { t } = useTranslation('people');
  const messageOf = (field: keyof InviteFormValues) => {
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
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('invites.createTitle')}
        description={t('invites.createDescription')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'users', label: t('users.title'), href: '/settings/users' },
              { id: 'invite', label: t('invites.createTitle') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('invites.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            id={fieldId('email')}
            label={t('invites.fields.email')}
            type="email"
            isRequired
            maxLength={TEXT_LIMITS.email}
            autoComplete="off"
            value={values.email}
            onChange={(email) => onChange({ email })}
            isDisabled={isSubmitting}
            isInvalid={messageOf('email') !== undefined}
            errorMessage={messageOf('email')}
          />
          <CheckboxGroup
            id={fieldId('roles')}
            label={t('invites.fields.roles')}
            description={t('invites.fields.rolesHint')}
            isRequired
            value={values.roles}
            isDisabled={isSubmitting}
            onChange={(roles) => onChange({ roles: roles as Role[] })}
            isInvalid={messageOf('roles') !== undefined}
            errorMessage={messageOf('roles')}
          >
            {ROLES.map((role) => (
              <Checkbox key={role} value={role}>
                {t(`roles.${role}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('invites.sending')}
              >
                {t('invites.send')}
              </Button>
              <Link variant="standalone" href="/settings/users">
                {t('invites.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

import { useTranslation } from '../../../i18n/react';
import { PEOPLE_FIELD_LIMITS, ROLES, TEXT_LIMITS, type Role } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  FormActions,
  FormGroup,
  FormLayout,
  Inline,
  Link,
  PageHeader,
  Stack,
  TextField,
  NativeSelect,
} from '@studio/ui';
import { translateFieldMessage } from '../../settings/field-messages';
import { ACCOUNT_STATUSES } from './user-filters';
import type { UserFormValues, UserRecord } from './actors';

export interface UserFormViewProps {
  record: UserRecord;
  values: UserFormValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field: shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<UserFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof UserFormValues> = [
  'name',
  'title',
  'phone',
  'roles',
  'encoderChannelIds',
];
const fieldId = (field: string) => `user-${field}`;

/**
 * `/settings/users/{uuid}/edit`: name, title, phone (with its country code), the six roles (one
 * required, Platform Admin alone), encoder channel access, contacts, account status and
 * notifications. The e-mail is the person's own and shown, not edited.
 */
export function UserFormView({
  record: { user, encoderChannels },
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: UserFormViewProps) {
  const { t } = useTranslation('people');
  const messageOf = (field: keyof UserFormValues) => {
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
  const invalid = (field: keyof UserFormValues) => ({
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
  });
  const text = (field: 'name' | 'title' | 'phone') => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isDisabled: isSubmitting,
    ...invalid(field),
  });
  const toggle = (
    field:
      | 'pointOfContact'
      | 'billingContact'
      | 'primaryContact'
      | 'networkAlerts'
      | 'eventSummaries'
      | 'productUpdates',
  ) => (
    <Checkbox
      isSelected={values[field]}
      isDisabled={isSubmitting}
      onChange={(selected) => onChange({ [field]: selected })}
    >
      {t(`user.fields.${field}`)}
    </Checkbox>
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('user.editTitle', { name: user.name })}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'users', label: t('users.title'), href: '/settings/users' },
              { id: 'user', label: user.name, href: `/settings/users/${user.uuid}` },
              { id: 'form', label: t('user.edit') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('user.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <p>
            {t('user.fields.userName')}: <strong>{user.userName}</strong>
          </p>
          <TextField
            {...text('name')}
            label={t('user.fields.name')}
            isRequired
            maxLength={TEXT_LIMITS.nameMax}
            autoComplete="off"
          />
          <TextField
            {...text('title')}
            label={t('user.fields.title')}
            maxLength={PEOPLE_FIELD_LIMITS.userTitle}
            autoComplete="off"
          />
          <TextField
            {...text('phone')}
            label={t('user.fields.phone')}
            description={t('user.fields.phoneHint')}
            type="tel"
            autoComplete="off"
          />
          <CheckboxGroup
            id={fieldId('roles')}
            label={t('user.fields.roles')}
            description={t('user.fields.rolesHint')}
            isRequired
            value={values.roles}
            isDisabled={isSubmitting}
            onChange={(roles) => onChange({ roles: roles as Role[] })}
            {...invalid('roles')}
          >
            {ROLES.map((role) => (
              <Checkbox key={role} value={role}>
                {t(`roles.${role}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          {encoderChannels.length === 0 ? null : (
            <CheckboxGroup
              id={fieldId('encoderChannelIds')}
              label={t('user.fields.encoderChannels')}
              description={t('user.fields.encoderChannelsHint')}
              value={values.encoderChannelIds}
              isDisabled={isSubmitting}
              onChange={(encoderChannelIds) => onChange({ encoderChannelIds })}
              {...invalid('encoderChannelIds')}
            >
              {encoderChannels.map((channel) => (
                <Checkbox key={channel.uuid} value={channel.uuid}>
                  {channel.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
          <FormGroup legend={t('user.fields.contacts')}>
            {toggle('pointOfContact')}
            {toggle('billingContact')}
            {toggle('primaryContact')}
          </FormGroup>
          <NativeSelect
            label={t('user.fields.accountStatus')}
            value={values.accountStatus}
            options={ACCOUNT_STATUSES.map((status) => ({
              value: status,
              label: t(`accountStatus.${status}`),
            }))}
            onChange={(accountStatus) => onChange({ accountStatus })}
          />
          <FormGroup legend={t('user.fields.notifications')}>
            {toggle('networkAlerts')}
            {toggle('eventSummaries')}
            {toggle('productUpdates')}
          </FormGroup>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('user.saving')}
              >
                {t('user.save')}
              </Button>
              <Link variant="standalone" href={`/settings/users/${user.uuid}`}>
                {t('user.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

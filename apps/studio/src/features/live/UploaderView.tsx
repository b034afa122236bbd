import type { FieldErrors } from '@studio/machines';
import {
  Button,
  Form,
  FormActions,
  FormLayout,
  InlineAlert,
  Link,
  PasswordField,
  Stack,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { PublicPanel } from '../people/public/PublicPanel';
import { ENCODER_NAME_MAX } from '@studio/domain';
import type { UploaderErrorKey, UploaderValues } from './uploader';

export interface UploaderViewProps {
  mode: 'register' | 'unregister';
  deviceId: string;
  values: UploaderValues;
  /** Field -> message key under `uploader.errors`, or the server's own message. */
  fieldErrors: FieldErrors;
  /** A refusal of the whole request (section 8's registration messages). */
  refusal: UploaderErrorKey | null;
  isSubmitting: boolean;
  /** Set once done: the encoder's name. */
  done: string | null;
  onChange(values: Partial<UploaderValues>): void;
  onSubmit(): void;
}

const KEYS = new Set<string>([
  'missingDevice',
  'duplicateName',
  'noLicence',
  'insufficientPermissions',
  'signIn',
  'notFound',
  'unexpected',
  'usernameRequired',
  'passwordRequired',
  'nameRequired',
  'nameMax',
]);
const fieldId = (field: string) => `uploader-${field}`;

/**
 * `/uploader` and `/unregisteruploader`: a software encoder's registration, opened from the
 * address the encoder printed. An Organization Admin signs in and names the encoder.
 */
export function UploaderView({
  mode,
  deviceId,
  values,
  fieldErrors,
  refusal,
  isSubmitting,
  done,
  onChange,
  onSubmit,
}: UploaderViewProps) {
  const { t } = useTranslation('live');
  if (done !== null) return <UploaderDoneView mode={mode} name={done} />;
  const register = mode === 'register';
  const messageOf = (field: keyof UploaderValues) => {
    const message = fieldErrors[field];
    if (message === undefined) return undefined;
    return KEYS.has(message) ? t(`uploader.errors.${message as UploaderErrorKey}`) : message;
  };
  const fields: (keyof UploaderValues)[] = register
    ? ['username', 'password', 'name']
    : ['username', 'password'];
  const summary = [
    ...fields.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(refusal ? [{ message: t(`uploader.errors.${refusal}`) }] : []),
  ];
  const textProps = (field: keyof UploaderValues) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
    isRequired: true,
  });
  return (
    <PublicPanel
      id="uploader"
      title={t(register ? 'uploader.title' : 'uploader.unregisterTitle')}
      description={t(register ? 'uploader.description' : 'uploader.unregisterDescription')}
    >
      {deviceId === '' ? (
        <InlineAlert tone="error" role="alert">
          {t('uploader.errors.missingDevice')}
        </InlineAlert>
      ) : (
        <Stack gap={5}>
          <p>
            {t('uploader.deviceId')}: <strong>{deviceId}</strong>
          </p>
          <Form
            validationBehavior="aria"
            errors={summary}
            errorsTitle={t(register ? 'uploader.errorsTitle' : 'uploader.unregisterErrorsTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <FormLayout>
              <TextField
                {...textProps('username')}
                label={t('uploader.username')}
                autoComplete="username"
              />
              <PasswordField
                {...textProps('password')}
                label={t('uploader.password')}
                revealLabel={t('auth:showPassword')}
                autoComplete="current-password"
              />
              {register ? (
                <TextField
                  {...textProps('name')}
                  label={t('uploader.name')}
                  description={t('uploader.nameHint')}
                  maxLength={ENCODER_NAME_MAX}
                  autoComplete="off"
                />
              ) : null}
              <FormActions>
                <Button
                  type="submit"
                  variant={register ? 'primary' : 'danger'}
                  isPending={isSubmitting}
                  pendingLabel={t(register ? 'uploader.registering' : 'uploader.unregistering')}
                >
                  {t(register ? 'uploader.register' : 'uploader.unregister')}
                </Button>
              </FormActions>
              <Link href="/uploader/reset-password">{t('uploader.forgotPassword')}</Link>
            </FormLayout>
          </Form>
        </Stack>
      )}
    </PublicPanel>
  );
}

/** `/uploader/success` and `/unregisteruploader/success`. */
export function UploaderDoneView({
  mode,
  name,
}: {
  mode: 'register' | 'unregister';
  name: string;
}) {
  const { t } = useTranslation('live');
  return (
    <PublicPanel
      id="uploader-done"
      title={t(mode === 'register' ? 'uploader.successTitle' : 'uploader.unregisteredTitle')}
    >
      <InlineAlert tone="success" role="status">
        {mode === 'register' ? t('uploader.successBody', { name }) : t('uploader.unregisteredBody')}
      </InlineAlert>
    </PublicPanel>
  );
}

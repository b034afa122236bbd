import type { LibrarySettings } from '@studio/api';
import type { FieldErrors } from '@studio/machines';
import {
  Button,
  Form,
  FormActions,
  FormLayout,
  Meter,
  NumberField,
  Stack,
  Switch,
} from '@studio/ui';
import { deleteAfterRangeMessage, TRIAL_FORM_MESSAGES } from '@studio/domain';
import type { StudioT } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../field-messages';
import type { LibrarySettingsFormValues } from './actors';
import { formatters } from './format';

export interface LibrarySettingsViewProps {
  settings: LibrarySettings;
  values: LibrarySettingsFormValues;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  /** Only who manages encoder and web settings may change them; others read. */
  canEdit: boolean;
  onChange(values: Partial<LibrarySettingsFormValues>): void;
  onSubmit(): void;
}

const fieldId = (field: string) => `library-settings-${field}`;

/**
 * A message of the organisation's rules in the person's language: the retention range (which
 * names the plan's maximum), the trial form's, or a shared validation message.
 */
export function translateOrganisationMessage(
  t: StudioT<'settingsOrganisation'>,
  message: string,
  maxDays?: number,
): string {
  if (maxDays !== undefined && message === deleteAfterRangeMessage(maxDays)) {
    return t('organisation.library.deleteAfterRange', { max: maxDays });
  }
  const formKey = (
    Object.keys(TRIAL_FORM_MESSAGES) as Array<keyof typeof TRIAL_FORM_MESSAGES>
  ).find((key) => TRIAL_FORM_MESSAGES[key] === message);
  return formKey ? t(`organisation.formMessages.${formKey}`) : translateFieldMessage(t, message);
}

/**
 * The Library Settings tab: storage used of the plan's (updated once a day), the retention
 * ("delete after", 1 to the plan's maximum) and whether new events save to the library.
 */
export function LibrarySettingsView({
  settings,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  canEdit,
  onChange,
  onSubmit,
}: LibrarySettingsViewProps) {
  const { t, language } = useTranslation('settingsOrganisation');
  const format = formatters(language);
  const max = settings.deleteAfterMaxDays;
  const retentionMessage = fieldErrors.deleteAfterDays
    ? translateOrganisationMessage(t, fieldErrors.deleteAfterDays, max)
    : undefined;
  const summary = [
    ...(retentionMessage
      ? [{ message: retentionMessage, fieldId: fieldId('deleteAfterDays') }]
      : []),
    ...(formError ? [{ message: formError }] : []),
  ];
  return (
    <Stack gap={6}>
      {settings.storageAllowanceTb > 0 ? (
        <Stack gap={2}>
          <Meter
            label={t('organisation.library.storage')}
            value={settings.storageUsedTb}
            minValue={0}
            maxValue={settings.storageAllowanceTb}
            valueLabel={t('organisation.library.storageValue', {
              used: format.tb(settings.storageUsedTb),
              allowance: format.tb(settings.storageAllowanceTb),
            })}
          />
          <p>{t('organisation.library.storageHint')}</p>
        </Stack>
      ) : (
        <p>{t('organisation.library.noStorage')}</p>
      )}
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('organisation.library.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          {canEdit ? null : <p>{t('organisation.library.readOnly')}</p>}
          {/* No maxValue: a number above the plan's maximum stays as typed and gets the rule's
              message, rather than being changed behind the person's back. */}
          <NumberField
            id={fieldId('deleteAfterDays')}
            label={t('organisation.library.deleteAfter')}
            description={t('organisation.library.deleteAfterHint', { max })}
            step={1}
            isRequired
            value={values.deleteAfterDays}
            onChange={(deleteAfterDays) => onChange({ deleteAfterDays })}
            isInvalid={retentionMessage !== undefined}
            errorMessage={retentionMessage}
            isDisabled={isSubmitting}
            isReadOnly={!canEdit}
          />
          <Switch
            id={fieldId('autosaveDefault')}
            isSelected={values.autosaveDefault}
            onChange={(autosaveDefault) => onChange({ autosaveDefault })}
            isDisabled={isSubmitting}
            isReadOnly={!canEdit}
          >
            {t('organisation.library.autosave')}
          </Switch>
          {canEdit ? (
            <FormActions>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('organisation.library.saving')}
              >
                {t('organisation.library.save')}
              </Button>
            </FormActions>
          ) : null}
        </FormLayout>
      </Form>
    </Stack>
  );
}

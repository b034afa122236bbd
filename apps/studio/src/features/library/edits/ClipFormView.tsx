import { TEXT_LIMITS } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Button,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  InlineAlert,
  NativeSelect,
  TextArea,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { CLIP_ASPECT_RATIOS, SHAPE_KEYS, type ClipFormValues } from './range-form';

export interface ClipFormViewProps {
  /** The form's accessible name. */
  label: string;
  values: ClipFormValues;
  fieldErrors: FieldErrors;
  /** A failure that names no field, already in words. */
  formError: string | null;
  isSubmitting: boolean;
  isDisabled?: boolean;
  submitLabel: string;
  pendingLabel: string;
  onChange(values: ClipFormValues): void;
  onSubmit(): void;
}

/** A clip's title, description, range and shape: cutting a new clip and editing one. */
export function ClipFormView({
  label,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  isDisabled = false,
  submitLabel,
  pendingLabel,
  onChange,
  onSubmit,
}: ClipFormViewProps) {
  const { t } = useTranslation('libraryEdits');
  const text = (name: 'title' | 'description' | 'start' | 'end') => ({
    value: values[name],
    onChange: (value: string) => onChange({ ...values, [name]: value }),
    isInvalid: fieldErrors[name] !== undefined,
    errorMessage: fieldErrors[name],
    isDisabled: isSubmitting || isDisabled,
  });
  return (
    <Form
      aria-label={label}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormLayout>
        {formError ? <InlineAlert tone="error">{formError}</InlineAlert> : null}
        <TextField
          {...text('title')}
          label={t('clip.clipTitle')}
          maxLength={TEXT_LIMITS.videoTitle}
          isRequired
          autoComplete="off"
        />
        <TextArea {...text('description')} label={t('clip.clipDescription')} rows={3} />
        <FormRow>
          <TextField
            {...text('start')}
            label={t('start')}
            description={t('positionHelp')}
            isRequired
            autoComplete="off"
          />
          <TextField
            {...text('end')}
            label={t('end')}
            description={t('positionHelp')}
            isRequired
            autoComplete="off"
          />
        </FormRow>
        <NativeSelect
          label={t('clip.shape')}
          value={values.aspectRatio}
          isDisabled={isSubmitting || isDisabled}
          options={CLIP_ASPECT_RATIOS.map((ratio) => ({
            value: ratio,
            label: t(`clip.shapes.${SHAPE_KEYS[ratio]}`),
          }))}
          onChange={(value) => {
            const ratio = CLIP_ASPECT_RATIOS.find((option) => option === value);
            if (ratio) onChange({ ...values, aspectRatio: ratio });
          }}
        />
        <FormActions>
          <Button
            type="submit"
            variant="primary"
            isDisabled={isDisabled}
            isPending={isSubmitting}
            pendingLabel={pendingLabel}
          >
            {submitLabel}
          </Button>
        </FormActions>
      </FormLayout>
    </Form>
  );
}

import { TRIM_PRECISION_SECONDS, formatMediaPosition } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  InlineAlert,
  PageHeader,
  Stack,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { LibraryItem } from '../library-api';
import type { RangeFormValues } from './range-form';

export interface TrimViewProps {
  item: LibraryItem;
  values: RangeFormValues;
  fieldErrors: FieldErrors;
  /** A failure that names no field, already in words. */
  formError: string | null;
  isSubmitting: boolean;
  onChange(values: RangeFormValues): void;
  onSubmit(): void;
}

/**
 * `/media/library/{uuid}/trim`: the range to keep, and how far its cut points may move when
 * they snap to keyframes (spec sections 5 and 9). A video still processing cannot be trimmed.
 */
export function TrimView({
  item,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: TrimViewProps) {
  const { t } = useTranslation('libraryEdits');
  const isReady = item.processingStatus === 'COMPLETE';
  const field = (name: keyof RangeFormValues) => ({
    value: values[name],
    onChange: (value: string) => onChange({ ...values, [name]: value }),
    isInvalid: fieldErrors[name] !== undefined,
    errorMessage: fieldErrors[name],
    isDisabled: isSubmitting || !isReady,
  });
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('trim.title', { title: item.title })}
        description={t('trim.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('library'), href: '/media/library' },
              { id: 'item', label: item.title, href: `/media/library/${item.mediaId}` },
              { id: 'trim', label: t('trim.heading') },
            ]}
          />
        }
      />
      {isReady ? null : <InlineAlert tone="warning">{t('stillProcessing')}</InlineAlert>}
      <InlineAlert tone="info">
        {t('trim.precision', { seconds: String(TRIM_PRECISION_SECONDS) })} {t('trim.originalKept')}
      </InlineAlert>
      {item.durationSeconds !== null && item.durationSeconds !== undefined ? (
        <p style={{ margin: 0 }}>
          {t('videoLength', { length: formatMediaPosition(item.durationSeconds * 1000) })}
        </p>
      ) : null}
      <Form
        aria-label={t('trim.heading')}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          {formError ? <InlineAlert tone="error">{formError}</InlineAlert> : null}
          <FormRow>
            <TextField
              {...field('start')}
              label={t('start')}
              description={t('positionHelp')}
              isRequired
              autoComplete="off"
            />
            <TextField
              {...field('end')}
              label={t('end')}
              description={t('positionHelp')}
              isRequired
              autoComplete="off"
            />
          </FormRow>
          <FormActions>
            <Button
              type="submit"
              variant="primary"
              isDisabled={!isReady}
              isPending={isSubmitting}
              pendingLabel={t('trim.submitting')}
            >
              {t('trim.submit')}
            </Button>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

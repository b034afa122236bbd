import { useTranslation } from '../../../i18n/react';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Form,
  FormActions,
  FormLayout,
  Inline,
  Link,
  PageHeader,
  Stack,
  TextField,
} from '@studio/ui';
import { TEXT_LIMITS } from '@studio/domain';
import type { RtmpDestinationFormValues } from './actors';
import { translateFieldMessage } from '../field-messages';
import { StreamKeyEnding } from './StreamKeyEnding';

export interface RtmpDestinationFormViewProps {
  /** Editing: the destination as saved (its name for the title, its key's ending). */
  saved?: { name: string; streamKeyEnding: string | null };
  /** Where Cancel and the breadcrumb lead: the list, or the destination being edited. */
  backHref: string;
  values: RtmpDestinationFormValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field: shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<RtmpDestinationFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof RtmpDestinationFormValues> = [
  'name',
  'streamUrl',
  'streamKey',
  'viewUrl',
];
const fieldId = (field: string) => `rtmp-destination-${field}`;

/**
 * `/settings/rtmp-destinations/create` and `/{uuid}/edit`. The key is typed in a password field
 * and never filled in on an edit (the studio never has it): left empty, the saved key stays.
 */
export function RtmpDestinationFormView({
  saved,
  backHref,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: RtmpDestinationFormViewProps) {
  const { t } = useTranslation('settingsRtmpDestinations');
  const title =
    saved === undefined
      ? t('rtmpDestinations.createTitle')
      : t('rtmpDestinations.editTitle', { name: saved.name });
  const messageOf = (field: keyof RtmpDestinationFormValues) => {
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
  const textProps = (field: keyof RtmpDestinationFormValues) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
    autoComplete: 'off',
  });

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'rtmp-destinations',
                label: t('rtmpDestinations.title'),
                href: '/settings/rtmp-destinations',
              },
              ...(saved === undefined
                ? []
                : [{ id: 'destination', label: saved.name, href: backHref }]),
              {
                id: 'form',
                label:
                  saved === undefined
                    ? t('rtmpDestinations.createTitle')
                    : t('rtmpDestinations.edit'),
              },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('rtmpDestinations.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            {...textProps('name')}
            label={t('rtmpDestinations.fields.name')}
            isRequired
            maxLength={TEXT_LIMITS.rtmpName}
          />
          <TextField
            {...textProps('streamUrl')}
            label={t('rtmpDestinations.fields.streamUrl')}
            description={t('rtmpDestinations.fields.streamUrlHint')}
            type="url"
            isRequired
          />
          <TextField
            {...textProps('streamKey')}
            label={
              saved === undefined
                ? t('rtmpDestinations.fields.streamKey')
                : t('rtmpDestinations.fields.newStreamKey')
            }
            description={
              saved === undefined
                ? t('rtmpDestinations.fields.streamKeyHint')
                : t('rtmpDestinations.fields.newStreamKeyHint')
            }
            type="password"
            autoComplete="new-password"
            isRequired={saved === undefined}
          />
          {saved === undefined ? null : (
            <p>
              {t('rtmpDestinations.fields.streamKey')}:{' '}
              <StreamKeyEnding ending={saved.streamKeyEnding} />
            </p>
          )}
          <TextField
            {...textProps('viewUrl')}
            label={t('rtmpDestinations.fields.viewUrl')}
            description={t('rtmpDestinations.fields.viewUrlHint')}
            type="url"
            maxLength={TEXT_LIMITS.viewUrl}
          />
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={t('rtmpDestinations.saving')}
              >
                {t('rtmpDestinations.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('rtmpDestinations.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}

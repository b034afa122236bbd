import { useTranslation } from '../../i18n/react';
import type { FieldErrors } from '@studio/machines';
import { SITE_LIMITS, SITE_THEME_MODES, type SiteThemeMode } from '@studio/domain';
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
  NativeSelect,
  PageHeader,
  Stack,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@studio/ui';
import type { SiteChoices, SiteFormValues } from './actors';
import { translateSiteMessage } from './site-messages';

/** What the check while typing knows of the slug (create only). */
export type SlugCheck = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

export interface SiteFormViewProps {
  /** Editing: the site's name as saved (the title) and where Cancel leads. */
  saved?: { name: string; uuid: string };
  choices: SiteChoices;
  values: SiteFormValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field: shown above the form. */
  formError?: string | null;
  slugCheck: SlugCheck;
  isSubmitting: boolean;
  onChange(values: Partial<SiteFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof SiteFormValues> = [
  'name',
  'slug',
  'description',
  'themeMode',
  'analyticsMeasurementId',
  'liveWebChannelId',
  'playlistIds',
];
const fieldId = (field: string) => `site-${field}`;

/**
 * `/media/sites/create` and `/{uuid}/edit`. The slug is checked while typing on create and shown
 * read-only on edit (it never changes after creation).
 */
export function SiteFormView({
  saved,
  choices,
  values,
  fieldErrors,
  formError,
  slugCheck,
  isSubmitting,
  onChange,
  onSubmit,
}: SiteFormViewProps) {
  const { t } = useTranslation('sites');
  const isNew = saved === undefined;
  const title = isNew ? t('createTitle') : t('editTitle', { name: saved.name });
  const backHref = isNew ? '/media/sites' : `/media/sites/${saved.uuid}`;
  const messageOf = (field: keyof SiteFormValues) => {
    const message =
      field === 'slug' && slugCheck === 'taken' && fieldErrors.slug === undefined
        ? t('slug.taken')
        : fieldErrors[field];
    return message === undefined ? undefined : translateSiteMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = fieldErrors[field] === undefined ? undefined : messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const slugDescription = !isNew
    ? t('fields.slugFixed')
    : slugCheck === 'checking'
      ? t('slug.checking')
      : slugCheck === 'available'
        ? t('slug.available')
        : slugCheck === 'failed'
          ? t('slug.failed')
          : t('fields.slugHint');
  const textProps = (field: 'name' | 'slug' | 'description' | 'analyticsMeasurementId') => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
  });

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('title')}
            items={[
              { id: 'sites', label: t('title'), href: '/media/sites' },
              ...(isNew ? [] : [{ id: 'site', label: saved.name, href: backHref }]),
              { id: 'form', label: isNew ? t('createTitle') : t('edit') },
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
            {...textProps('name')}
            label={t('fields.name')}
            isRequired
            maxLength={SITE_LIMITS.nameMax}
            autoComplete="off"
          />
          <TextField
            {...textProps('slug')}
            label={t('fields.slug')}
            description={slugDescription}
            isRequired={isNew}
            isReadOnly={!isNew}
            maxLength={SITE_LIMITS.slugMax}
            autoComplete="off"
          />
          {/* The check's outcome, read out as it changes (the description alone is not announced). */}
          <VisuallyHidden role="status">
            {isNew && slugCheck !== 'idle'
              ? slugCheck === 'taken'
                ? t('slug.taken')
                : slugDescription
              : ''}
          </VisuallyHidden>
          <TextArea
            {...textProps('description')}
            label={t('fields.description')}
            rows={3}
            maxLength={SITE_LIMITS.descriptionMax}
          />
          <NativeSelect<SiteThemeMode>
            id={fieldId('themeMode')}
            label={t('fields.themeMode')}
            value={values.themeMode}
            options={SITE_THEME_MODES.map((mode) => ({
              value: mode,
              label: t(`themeModes.${mode}`),
            }))}
            onChange={(themeMode) => onChange({ themeMode })}
            isDisabled={isSubmitting}
          />
          <TextField
            {...textProps('analyticsMeasurementId')}
            label={t('fields.analyticsMeasurementId')}
            description={t('fields.analyticsMeasurementIdHint')}
            maxLength={12}
            autoComplete="off"
          />
          <NativeSelect<string>
            id={fieldId('liveWebChannelId')}
            label={t('fields.liveWebChannelId')}
            description={t('fields.liveWebChannelHint')}
            value={values.liveWebChannelId}
            options={[
              { value: '', label: t('fields.noWebChannel') },
              ...choices.webChannels.map((channel) => ({
                value: channel.uuid,
                label: channel.name,
              })),
            ]}
            onChange={(liveWebChannelId) => onChange({ liveWebChannelId })}
            errorMessage={messageOf('liveWebChannelId')}
            isDisabled={isSubmitting}
          />
          {choices.playlists.length === 0 ? (
            <p id={fieldId('playlistIds')}>{t('fields.noPlaylists')}</p>
          ) : (
            <CheckboxGroup
              id={fieldId('playlistIds')}
              label={t('fields.playlists')}
              description={t('fields.playlistsHint')}
              value={values.playlistIds}
              onChange={(chosen) =>
                // Keep the order the person chose them in: earlier picks first, new ones last.
                onChange({
                  playlistIds: [
                    ...values.playlistIds.filter((id) => chosen.includes(id)),
                    ...chosen.filter((id) => !values.playlistIds.includes(id)),
                  ],
                })
              }
              isRequired
              isInvalid={messageOf('playlistIds') !== undefined}
              errorMessage={messageOf('playlistIds')}
              isDisabled={isSubmitting}
            >
              {choices.playlists.map((playlist) => (
                <Checkbox key={playlist.id} value={playlist.id}>
                  {playlist.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
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

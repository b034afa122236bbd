import type { FieldErrors } from '@studio/machines';
import { FEED_CATEGORIES, FEED_LIMITS, type FeedCategory } from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  Checkbox,
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
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { feedMessageKey, type FeedFormValues, type FeedPlaylistChoice } from './feeds';

export interface FeedFormViewProps {
  /** Editing: the feed as saved (its name for the title, its page for Cancel). */
  saved?: { name: string; uuid: string };
  playlists: readonly FeedPlaylistChoice[];
  values: FeedFormValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field: shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<FeedFormValues>): void;
  onSubmit(): void;
}

type TextFieldName = 'name' | 'description' | 'author' | 'language' | 'imageUrl';

const FIELD_ORDER: ReadonlyArray<keyof FeedFormValues> = [
  'name',
  'playlistId',
  'description',
  'author',
  'language',
  'category',
  'imageUrl',
];
const fieldId = (field: string) => `feed-${field}`;

/** `/media/feeds/create` and `/media/feeds/{uuid}/edit`: what podcast apps show of the feed. */
export function FeedFormView({
  saved,
  playlists,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: FeedFormViewProps) {
  const { t } = useTranslation('libraryFeeds');
  const backHref = saved ? `/media/feeds/${saved.uuid}` : '/media/feeds';
  const title = saved ? t('editTitle', { name: saved.name }) : t('createTitle');
  const messageOf = (field: keyof FeedFormValues) => {
    const message = fieldErrors[field];
    if (message === undefined) return undefined;
    const key = feedMessageKey(message);
    return key ? t(`messages.${key}`) : message;
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const textProps = (field: TextFieldName) => ({
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
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'feeds', label: t('title'), href: '/media/feeds' },
              ...(saved ? [{ id: 'feed', label: saved.name, href: backHref }] : []),
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
            {...textProps('name')}
            label={t('fields.name')}
            description={t('fields.nameHint')}
            isRequired
            maxLength={FEED_LIMITS.nameMax}
          />
          <NativeSelect<string>
            id={fieldId('playlistId')}
            label={t('fields.playlist')}
            description={t('fields.playlistHint')}
            value={values.playlistId}
            options={[
              ...playlists.map((playlist) => ({ value: playlist.id, label: playlist.name })),
              { value: '', label: t('wholeLibrary') },
            ]}
            onChange={(playlistId) => onChange({ playlistId })}
            errorMessage={messageOf('playlistId')}
            isDisabled={isSubmitting}
          />
          <TextArea
            {...textProps('description')}
            label={t('fields.description')}
            rows={4}
            maxLength={FEED_LIMITS.descriptionMax}
          />
          <TextField
            {...textProps('author')}
            label={t('fields.author')}
            maxLength={FEED_LIMITS.authorMax}
          />
          <TextField
            {...textProps('language')}
            label={t('fields.language')}
            description={t('fields.languageHint')}
            isRequired
            maxLength={FEED_LIMITS.languageMax}
          />
          <NativeSelect<FeedCategory>
            id={fieldId('category')}
            label={t('fields.category')}
            value={values.category}
            options={FEED_CATEGORIES.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            }))}
            onChange={(category) => onChange({ category })}
            errorMessage={messageOf('category')}
            isDisabled={isSubmitting}
          />
          <TextField
            {...textProps('imageUrl')}
            label={t('fields.imageUrl')}
            description={t('fields.imageUrlHint')}
            type="url"
            maxLength={FEED_LIMITS.imageUrlMax}
          />
          <Checkbox
            isSelected={values.explicit}
            onChange={(explicit) => onChange({ explicit })}
            isDisabled={isSubmitting}
          >
            {t('fields.explicit')}
          </Checkbox>
          <Stack gap={1}>
            <Checkbox
              isSelected={values.enabled}
              onChange={(enabled) => onChange({ enabled })}
              isDisabled={isSubmitting}
              aria-describedby={fieldId('enabled-hint')}
            >
              {t('fields.enabled')}
            </Checkbox>
            <p id={fieldId('enabled-hint')}>{t('fields.enabledHint')}</p>
          </Stack>
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

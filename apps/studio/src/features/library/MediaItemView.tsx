import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TEXT_LIMITS } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DateTime,
  DialogTrigger,
  FileTrigger,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  Inline,
  Link,
  InlineAlert,
  PageHeader,
  Stack,
  TextArea,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { LibraryItem } from './library-api';
import type { MediaItemFormValues, MediaItemRuleMessage } from './media-item-form';
import { MediaStateBadge } from './MediaStateBadge';

/** The thumbnail's one call: nothing sent yet, sending, or refused (with the reason shown). */
export type ThumbnailState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading' }
  | { readonly kind: 'refused'; readonly message: string };

export interface MediaItemViewProps {
  item: LibraryItem;
  /** The player once the video can be played; null while it is processing. */
  player: ReactNode | null;
  /** mediaLibrary.update: the form and the thumbnail; otherwise the facts are read-only. */
  canEdit: boolean;
  canDelete: boolean;
  canDownload: boolean;
  /** webEvents.manage: Start web video (play it on a web channel as a live stream). */
  canStartWebVideo?: boolean;
  values: MediaItemFormValues;
  /** The form's own rule keys, or the server's messages, per field. */
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<MediaItemFormValues>): void;
  onSubmit(): void;
  thumbnail: ThumbnailState;
  onThumbnailChosen(file: File): void;
  isPreparingDownload: boolean;
  onDownload(): void;
  /** Deletes it; the dialog stays pending until it settles, and open if it fails. */
  onDelete(): Promise<unknown>;
}

const FIELD_ORDER: ReadonlyArray<keyof MediaItemFormValues> = [
  'title',
  'tags',
  'description',
  'airDate',
  'airTime',
];
const RULE_MESSAGES: readonly string[] = ['titleRequired', 'titleMax', 'tagsMax'];
const fieldId = (field: string) => `media-item-${field}`;

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Placeholder = styled.div`
  aspect-ratio: 16 / 9;
  display: grid;
  place-items: center;
  padding: ${vars.space[4]};
  text-align: center;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Thumbnail = styled.img`
  width: 100%;
  max-width: 20rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${vars.radius.md};
`;

/**
 * `/media/library/{uuid}`: the player, the item's facts and, for whoever may change it, its
 * title, tags, description and air date and time, its thumbnail, download and delete. Pure.
 */
export function MediaItemView({
  item,
  player,
  canEdit,
  canDelete,
  canDownload,
  canStartWebVideo = false,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
  thumbnail,
  onThumbnailChosen,
  isPreparingDownload,
  onDownload,
  onDelete,
}: MediaItemViewProps) {
  const { t } = useTranslation('library');
  const messageOf = (field: keyof MediaItemFormValues) => {
    const message = fieldErrors[field];
    if (message === undefined) return undefined;
    return RULE_MESSAGES.includes(message) ? t(`item.${message as MediaItemRuleMessage}`) : message;
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const text = (field: keyof MediaItemFormValues) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
  });

  const actions = (
    <Inline gap={3}>
      {canStartWebVideo && item.processingStatus === 'COMPLETE' ? (
        <Link variant="standalone" href={`/media/start-web-video/${item.mediaId}`}>
          {t('item.startWebVideo')}
        </Link>
      ) : null}
      {canDownload ? (
        <Button
          variant="secondary"
          isPending={isPreparingDownload}
          pendingLabel={t('item.downloading')}
          onPress={onDownload}
        >
          {t('item.download')}
        </Button>
      ) : null}
      {canDelete ? (
        <DialogTrigger>
          <Button variant="danger">{t('item.delete')}</Button>
          <AlertDialog
            variant="danger"
            title={t('item.deleteTitle', { title: item.title })}
            actionLabel={t('item.delete')}
            cancelLabel={t('item.cancel')}
            pendingLabel={t('item.deleting')}
            onAction={onDelete}
          >
            {t('item.deleteBody')}
          </AlertDialog>
        </DialogTrigger>
      ) : null}
    </Inline>
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={item.title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('title'), href: '/media/library' },
              { id: 'item', label: item.title },
            ]}
          />
        }
        actions={actions}
      />
      <Layout>
        <Stack gap={4}>
          {player ?? <Placeholder>{t('item.playerUnavailable')}</Placeholder>}
          <Facts>
            <dt>{t('item.state')}</dt>
            <dd>
              <MediaStateBadge state={item.state} />
            </dd>
            <dt>{t('item.created')}</dt>
            <dd>
              <DateTime value={item.dateCreated} />
            </dd>
            <dt>{t('item.length')}</dt>
            <dd>{item.length ?? t('untitledLength')}</dd>
            {canEdit ? null : (
              <>
                <dt>{t('item.tags')}</dt>
                <dd>{item.tags.join(', ')}</dd>
                <dt>{t('item.description')}</dt>
                <dd>{item.description ?? ''}</dd>
              </>
            )}
          </Facts>
          {canEdit ? null : <InlineAlert tone="info">{t('item.readOnly')}</InlineAlert>}
        </Stack>
        {canEdit ? (
          <Stack gap={6}>
            <Form
              validationBehavior="aria"
              errors={summary}
              errorsTitle={t('item.saveFailed')}
              aria-label={t('item.details')}
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              <FormLayout>
                <TextField
                  {...text('title')}
                  label={t('item.title')}
                  isRequired
                  maxLength={TEXT_LIMITS.videoTitle}
                  autoComplete="off"
                />
                <TextField
                  {...text('tags')}
                  label={t('item.tags')}
                  description={t('item.tagsHelp')}
                  maxLength={TEXT_LIMITS.tags}
                  autoComplete="off"
                />
                <TextArea {...text('description')} label={t('item.description')} rows={4} />
                <FormRow>
                  <TextField
                    {...text('airDate')}
                    label={t('item.airDate')}
                    placeholder="YYYY-MM-DD"
                  />
                  <TextField {...text('airTime')} label={t('item.airTime')} placeholder="HH:MM" />
                </FormRow>
                <FormActions>
                  <Button
                    type="submit"
                    variant="primary"
                    isPending={isSubmitting}
                    pendingLabel={t('item.saving')}
                  >
                    {t('item.save')}
                  </Button>
                </FormActions>
              </FormLayout>
            </Form>
            <Stack gap={3}>
              <h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('item.thumbnail')}</h2>
              {item.thumbnailUrl ? <Thumbnail src={item.thumbnailUrl} alt="" /> : null}
              <p style={{ margin: 0 }}>{t('item.thumbnailHelp')}</p>
              <Inline>
                <FileTrigger
                  acceptedFileTypes={['image/jpeg', 'image/png']}
                  onSelect={(files) => {
                    const [file] = files;
                    if (file) onThumbnailChosen(file);
                  }}
                  variant="secondary"
                  isDisabled={thumbnail.kind === 'uploading'}
                >
                  {thumbnail.kind === 'uploading'
                    ? t('item.thumbnailUploading')
                    : t('item.thumbnailChoose')}
                </FileTrigger>
              </Inline>
              {thumbnail.kind === 'refused' ? (
                <InlineAlert tone="error">{thumbnail.message}</InlineAlert>
              ) : null}
            </Stack>
          </Stack>
        ) : null}
      </Layout>
    </Stack>
  );
}

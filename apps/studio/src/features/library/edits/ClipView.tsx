import type { Clip } from '@studio/api';
import type { FieldErrors } from '@studio/machines';
import { lazy, Suspense } from 'react';
import { Breadcrumbs, Inline, Link, PageHeader, Stack } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { ClipStatusBadge } from './ClipStatusBadge';
import type { ClipFormValues } from './range-form';

// The edit form and the delete dialog (react-aria's form and overlay code) are fetched after the
// page, off the route's budget: the clip's facts show at once.
const ClipFormView = lazy(async () => ({
  default: (await import('./ClipFormView')).ClipFormView,
}));
const ConfirmDeleteButton = lazy(async () => ({
  default: (await import('../../../app/ConfirmDeleteButton')).ConfirmDeleteButton,
}));

export interface ClipViewProps {
  clip: Clip;
  /** Null for a person who may read clips but not change them. */
  edit: {
    values: ClipFormValues;
    fieldErrors: FieldErrors;
    formError: string | null;
    isSubmitting: boolean;
    onChange(values: ClipFormValues): void;
    onSubmit(): void;
  } | null;
  /** Deletes it; the dialog stays pending until it settles. Null without the delete capability. */
  onDelete: (() => Promise<unknown>) | null;
  /** manageSocialMedia: Post to social media (a scheduled post of the clip). */
  canPost?: boolean;
}

/** `/media/clips/{uuid}`: one clip, where it came from, its video, and its edits. */
export function ClipView({ clip, edit, onDelete, canPost = false }: ClipViewProps) {
  const { t } = useTranslation('libraryEdits');
  return (
    <Stack gap={6}>
      <PageHeader
        title={clip.title}
        description={clip.description ?? undefined}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('library'), href: '/media/library' },
              { id: 'clips', label: t('clips.title'), href: '/media/clips' },
              { id: 'clip', label: clip.title },
            ]}
          />
        }
      />
      <Inline gap={4} align="center" wrap>
        <span>
          {t('clip.status')}: <ClipStatusBadge status={clip.status} />
        </span>
        <span>{t('clips.range', { start: clip.start, end: clip.end })}</span>
        <Link href={`/media/library/${clip.mediaId}`}>{t('clip.openSource')}</Link>
        <Link href={`/media/library/${clip.clipMediaId}`}>{t('clip.openVideo')}</Link>
        {canPost ? (
          <Link variant="standalone" href={`/media/clip-post-social/${clip.uuid}`}>
            {t('clip.postSocial')}
          </Link>
        ) : null}
      </Inline>
      {edit ? (
        <Suspense fallback={null}>
          <ClipFormView
            label={t('clip.save')}
            {...edit}
            submitLabel={t('clip.save')}
            pendingLabel={t('clip.saving')}
          />
        </Suspense>
      ) : null}
      {onDelete ? (
        <Inline>
          <Suspense fallback={null}>
            <ConfirmDeleteButton
              label={t('clip.delete')}
              title={t('clip.deleteTitle', { title: clip.title })}
              confirmLabel={t('clip.deleteConfirm')}
              cancelLabel={t('clip.cancel')}
              pendingLabel={t('clip.deleting')}
              onDelete={onDelete}
            >
              {t('clip.deleteBody')}
            </ConfirmDeleteButton>
          </Suspense>
        </Inline>
      ) : null}
    </Stack>
  );
}

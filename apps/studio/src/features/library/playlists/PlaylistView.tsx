import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from '@studio/machines';
import type { PlaylistMediaItem } from '@studio/api';
import { PLAYLIST_LIMITS } from '@studio/domain';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DialogTrigger,
  Duration,
  Form,
  FormActions,
  FormLayout,
  Inline,
  Link,
  NativeSelect,
  PageHeader,
  Stack,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { PlaylistFormValues, PlaylistRecord } from './actors';
import { translatePlaylistMessage } from './playlist-messages';
import { PlaylistMediaList } from './PlaylistMediaList';

/** Drag and drop is fetched after the page shows; until then the Move buttons do the work. */
const DraggablePlaylistMediaList = lazy(() => import('./DraggablePlaylistMediaList'));

export interface PlaylistViewProps {
  record: PlaylistRecord;
  /** The videos in the order shown (a move shows at once, before the server answers). */
  items: readonly PlaylistMediaItem[];
  /** Null for a person who may read the playlist but not change it. */
  editing: {
    values: PlaylistFormValues;
    fieldErrors: FieldErrors;
    formError: string | null;
    isSubmitting: boolean;
    onChange(values: Partial<PlaylistFormValues>): void;
    onSubmit(): void;
    onMove(from: number, to: number): void;
    onRemove(item: PlaylistMediaItem): void;
    /** Deletes it; the dialog stays pending until it settles, and open if it fails. */
    onDelete(): Promise<unknown>;
    isChangingMedia: boolean;
  } | null;
}

const FIELD_ORDER: ReadonlyArray<keyof PlaylistFormValues> = [
  'name',
  'rolling',
  'maxVideoCount',
  'sort',
];
const fieldId = (field: string) => `playlist-${field}`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[6]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
  }
`;

/** `/media/playlists/{uuid}`: the playlist's settings, its videos in order, length and count. */
export function PlaylistView({ record, items, editing }: PlaylistViewProps) {
  const { t } = useTranslation('playlists');
  const { playlist, media } = record;
  const messageOf = (field: keyof PlaylistFormValues) => {
    const message = editing?.fieldErrors[field];
    return message === undefined ? undefined : translatePlaylistMessage(t, message);
  };
  const summary = editing
    ? [
        ...FIELD_ORDER.flatMap((field) => {
          const message = messageOf(field);
          return message ? [{ message, fieldId: fieldId(field) }] : [];
        }),
        ...(editing.formError ? [{ message: translatePlaylistMessage(t, editing.formError) }] : []),
      ]
    : [];

  const listProps = {
    name: playlist.name,
    items,
    onMove: editing?.onMove ?? null,
    onRemove: editing?.onRemove ?? null,
    isBusy: editing?.isChangingMedia ?? false,
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={playlist.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('library'), href: '/media/library' },
              { id: 'playlists', label: t('title'), href: '/media/playlists' },
              { id: 'playlist', label: playlist.name },
            ]}
          />
        }
        actions={
          editing ? (
            <Inline gap={3}>
              <Link
                variant="standalone"
                href={`/media/playlists/add/${playlist.id}/${media.mediaCount}`}
              >
                {t('addVideos')}
              </Link>
              <DialogTrigger>
                <Button variant="danger">{t('delete')}</Button>
                <AlertDialog
                  variant="danger"
                  title={t('deleteTitle', { name: playlist.name })}
                  actionLabel={t('delete')}
                  cancelLabel={t('cancel')}
                  pendingLabel={t('deleting')}
                  onAction={editing.onDelete}
                >
                  {t('deleteBody')}
                </AlertDialog>
              </DialogTrigger>
            </Inline>
          ) : undefined
        }
      />
      <Facts>
        <div>
          <dt>{t('summary.mediaCount')}</dt>
          <dd>{t('videoCount', { count: media.mediaCount, max: playlist.maxVideoCount })}</dd>
        </div>
        <div>
          <dt>{t('summary.totalLength')}</dt>
          <dd>
            <Duration seconds={media.totalLength} />
          </dd>
        </div>
      </Facts>
      <Stack gap={3}>
        <SectionTitle>{t('videos')}</SectionTitle>
        {editing && items.length > 1 ? <p>{t('reorderHint')}</p> : null}
        {editing ? (
          <Suspense fallback={<PlaylistMediaList {...listProps} />}>
            <DraggablePlaylistMediaList {...listProps} onMove={editing.onMove} />
          </Suspense>
        ) : (
          <PlaylistMediaList {...listProps} />
        )}
      </Stack>
      {editing ? (
        <Form
          aria-label={t('save')}
          validationBehavior="aria"
          errors={summary}
          errorsTitle={t('errorsTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            editing.onSubmit();
          }}
        >
          <FormLayout>
            <TextField
              id={fieldId('name')}
              label={t('fields.name')}
              value={editing.values.name}
              onChange={(name) => editing.onChange({ name })}
              isRequired
              maxLength={PLAYLIST_LIMITS.nameMax}
              isInvalid={messageOf('name') !== undefined}
              errorMessage={messageOf('name')}
              isDisabled={editing.isSubmitting}
              autoComplete="off"
            />
            <NativeSelect
              id={fieldId('rolling')}
              label={t('fields.rolling')}
              description={t('fields.rollingHint')}
              value={editing.values.rolling ? 'rolling' : 'fixed'}
              options={[
                { value: 'fixed', label: t('notRolling') },
                { value: 'rolling', label: t('rolling') },
              ]}
              onChange={(choice) => editing.onChange({ rolling: choice === 'rolling' })}
              isDisabled={editing.isSubmitting}
            />
            <TextField
              id={fieldId('maxVideoCount')}
              label={t('fields.maxVideoCount')}
              value={editing.values.maxVideoCount}
              onChange={(maxVideoCount) => editing.onChange({ maxVideoCount })}
              inputMode="numeric"
              isRequired
              isInvalid={messageOf('maxVideoCount') !== undefined}
              errorMessage={messageOf('maxVideoCount')}
              isDisabled={editing.isSubmitting}
              autoComplete="off"
            />
            <NativeSelect
              id={fieldId('sort')}
              label={t('fields.newVideosAt')}
              value={editing.values.sort}
              options={[
                { value: 'start', label: t('fields.start') },
                { value: 'end', label: t('fields.end') },
              ]}
              onChange={(sort) => editing.onChange({ sort })}
              errorMessage={messageOf('sort')}
              isDisabled={editing.isSubmitting}
            />
            <FormActions>
              <Button
                type="submit"
                variant="primary"
                isPending={editing.isSubmitting}
                pendingLabel={t('saving')}
              >
                {t('save')}
              </Button>
            </FormActions>
          </FormLayout>
        </Form>
      ) : null}
    </Stack>
  );
}

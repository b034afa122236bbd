import type { LibraryItem, Playlist } from '@studio/api';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Checkbox,
  CheckboxGroup,
  Duration,
  Form,
  FormActions,
  FormLayout,
  Inline,
  Link,
  NativeSelect,
  PageHeader,
  Stack,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { AddToPlaylistValues } from './actors';
import { translatePlaylistMessage } from './playlist-messages';

export interface AddToPlaylistViewProps {
  /** The playlists to choose from, or only the one the route named. */
  playlists: readonly Playlist[];
  /** The route named the playlist (`/media/playlists/add/{uuid}/{count}`): no choice shown. */
  fixedPlaylist: Playlist | null;
  /** How many videos the route said the playlist holds. */
  count: number | null;
  library: readonly LibraryItem[];
  values: AddToPlaylistValues;
  fieldErrors: FieldErrors;
  formError: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<AddToPlaylistValues>): void;
  onSubmit(): void;
}

/**
 * `/media/playlists/add` (choose a playlist and videos) and `/media/playlists/add/{uuid}/{count}`
 * (videos for the playlist `uuid`, which holds `count` videos: the room left is shown first).
 */
export function AddToPlaylistView({
  playlists,
  fixedPlaylist,
  count,
  library,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: AddToPlaylistViewProps) {
  const { t } = useTranslation('playlists');
  const chosen = fixedPlaylist ?? playlists.find((playlist) => playlist.id === values.playlistId);
  const held = fixedPlaylist && count !== null ? count : (chosen?.mediaCount ?? 0);
  const messageOf = (field: keyof AddToPlaylistValues) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translatePlaylistMessage(t, message);
  };
  const summary = [
    ...(['playlistId', 'mediaIds'] as const).flatMap((field) => {
      const message = messageOf(field);
      return message
        ? [{ message, fieldId: field === 'playlistId' ? 'add-playlist' : 'add-videos' }]
        : [];
    }),
    ...(formError ? [{ message: translatePlaylistMessage(t, formError) }] : []),
  ];
  const backHref = fixedPlaylist ? `/media/playlists/${fixedPlaylist.id}` : '/media/playlists';
  const title = fixedPlaylist ? t('add.titleFor', { name: fixedPlaylist.name }) : t('add.title');

  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('library'), href: '/media/library' },
              { id: 'playlists', label: t('title'), href: '/media/playlists' },
              ...(fixedPlaylist
                ? [{ id: 'playlist', label: fixedPlaylist.name, href: backHref }]
                : []),
              { id: 'add', label: t('addVideos') },
            ]}
          />
        }
      />
      <Form
        aria-label={title}
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          {fixedPlaylist ? null : (
            <NativeSelect
              id="add-playlist"
              label={t('add.playlist')}
              value={values.playlistId}
              options={[
                { value: '', label: t('add.choosePlaylist') },
                ...playlists.map((playlist) => ({ value: playlist.id, label: playlist.name })),
              ]}
              onChange={(playlistId) => onChange({ playlistId })}
              isRequired
              errorMessage={messageOf('playlistId')}
              isDisabled={isSubmitting}
            />
          )}
          {chosen ? (
            <p>
              {chosen.rolling
                ? t('add.roomRolling', { count: held, max: chosen.maxVideoCount })
                : t('add.room', {
                    count: held,
                    max: chosen.maxVideoCount,
                    room: Math.max(0, chosen.maxVideoCount - held),
                  })}
            </p>
          ) : null}
          {library.length === 0 ? (
            <p>{t('add.noVideos')}</p>
          ) : (
            <CheckboxGroup
              id="add-videos"
              label={t('add.videos')}
              description={t('add.videosHint')}
              value={[...values.mediaIds]}
              onChange={(mediaIds) => onChange({ mediaIds })}
              isInvalid={messageOf('mediaIds') !== undefined}
              errorMessage={messageOf('mediaIds')}
              isDisabled={isSubmitting}
            >
              {library.map((item) => (
                <Checkbox key={item.mediaId} value={item.mediaId}>
                  {item.title}
                  {item.durationSeconds === null || item.durationSeconds === undefined ? null : (
                    <>
                      {' · '}
                      <Duration seconds={item.durationSeconds} />
                    </>
                  )}
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
                pendingLabel={t('add.adding')}
              >
                {t('add.submit')}
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

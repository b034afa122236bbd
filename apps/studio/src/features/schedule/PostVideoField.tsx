import { ComboBox, ComboBoxItem } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { PostVideoSearch } from './post-video-search';

export interface PostVideoFieldProps {
  id: string;
  /** The chosen video's id; '' for none. */
  mediaId: string;
  search: PostVideoSearch;
  /** A chosen video clears the clip: a post carries one or the other. */
  onChange(mediaId: string): void;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

/** The list's "No video" item (a combo box key cannot be empty): it empties the field. */
const NO_VIDEO = 'no-video';

/**
 * The post form's library video: a combo box whose list is the library's answer for the words
 * typed (`usePostVideoSearch`), so any video can be found. A module of its own: react-aria's
 * combo box, list box and popover come after the form, off the route's budget.
 */
export function PostVideoField({
  id,
  mediaId,
  search,
  onChange,
  errorMessage,
  isDisabled,
}: PostVideoFieldProps) {
  const { t } = useTranslation('schedulePosts');
  return (
    <ComboBox<{ id: string; title: string }>
      id={id}
      label={t('fields.mediaId')}
      description={search.failed ? t('fields.videoSearchFailed') : t('fields.mediaIdHint')}
      items={[{ id: NO_VIDEO, title: t('noVideo') }, ...search.videos]}
      // No video is an empty field, which its placeholder names; "No video" in the list empties it.
      selectedKey={mediaId || null}
      placeholder={t('noVideo')}
      onSelectionChange={(key) => {
        const chosen = key === null || key === NO_VIDEO ? '' : String(key);
        if (chosen !== mediaId) onChange(chosen);
      }}
      // Choosing "No video" writes its words into the field: nothing to search for.
      onInputChange={(text) => search.onSearch(text === t('noVideo') ? '' : text)}
      // The server answers for the words: the list is not filtered again here.
      allowsEmptyCollection
      emptyMessage={t('fields.noVideoFound')}
      isLoading={search.isSearching}
      loadingLabel={t('fields.videoSearching')}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    >
      {(video) => <ComboBoxItem id={video.id}>{video.title}</ComboBoxItem>}
    </ComboBox>
  );
}

import { Button, ComboBox, ComboBoxItem, Inline } from '@studio/ui';
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
    <Inline gap={3} align="end">
      <ComboBox<{ id: string; title: string }>
        id={id}
        label={t('fields.mediaId')}
        description={search.failed ? t('fields.videoSearchFailed') : t('fields.mediaIdHint')}
        items={search.videos}
        // No video is an empty field, which its placeholder names.
        selectedKey={mediaId || null}
        placeholder={t('noVideo')}
        onSelectionChange={(key) => {
          const chosen = key === null ? '' : String(key);
          if (chosen !== mediaId) onChange(chosen);
        }}
        onInputChange={search.onSearch}
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
      {/* Emptying the field does the same; a button says it can be done. */}
      {mediaId ? (
        <Button variant="secondary" isDisabled={isDisabled} onPress={() => onChange('')}>
          {t('removeVideo')}
        </Button>
      ) : null}
    </Inline>
  );
}

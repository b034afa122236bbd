import { Button, useGridListReorder } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { PlaylistMediaList, type PlaylistMediaListProps } from './PlaylistMediaList';

/**
 * The playlist's videos with drag and drop (mouse, touch, and the keyboard through each row's
 * drag handle). Its code weighs enough to be fetched after the page shows (PlaylistView loads
 * this module lazily); the Move buttons work before it arrives.
 */
export default function DraggablePlaylistMediaList(
  props: PlaylistMediaListProps & { onMove: (from: number, to: number) => void },
) {
  const { t } = useTranslation('playlists');
  const { items, onMove } = props;
  const { dragAndDropHooks } = useGridListReorder({
    keys: items.map((item) => item.mediaId),
    textOf: (key) => items.find((item) => item.mediaId === key)?.title ?? String(key),
    onMove,
    isDisabled: props.isBusy,
  });
  return (
    <PlaylistMediaList
      {...props}
      dragAndDropHooks={dragAndDropHooks}
      dragHandle={(item) => (
        <Button
          slot="drag"
          size="sm"
          variant="quiet"
          aria-label={t('dragLabel', { title: item.title ?? item.mediaId })}
        >
          <span aria-hidden="true">⠿</span>
        </Button>
      )}
    />
  );
}

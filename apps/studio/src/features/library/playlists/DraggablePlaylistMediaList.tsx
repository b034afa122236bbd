import { Button, GridList, GridListItem, useGridListReorder } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { PlaylistMediaRow, type PlaylistMediaListProps } from './PlaylistMediaRow';

/**
 * The playlist's videos as react-aria's grid with drag and drop (mouse, touch, and the keyboard
 * through each row's drag handle), besides the Move buttons. Grid and drag and drop weigh enough
 * to be fetched after the page shows (PlaylistView loads this module lazily); the plain list
 * with the same buttons stands in until then.
 */
export default function DraggablePlaylistMediaList({
  name,
  items,
  onMove,
  onRemove,
  isBusy,
}: PlaylistMediaListProps & { onMove: (from: number, to: number) => void }) {
  const { t } = useTranslation('playlists');
  const { dragAndDropHooks } = useGridListReorder({
    keys: items.map((item) => item.mediaId),
    textOf: (key) => items.find((item) => item.mediaId === key)?.title ?? String(key),
    onMove,
    isDisabled: isBusy,
  });
  return (
    <GridList
      aria-label={t('videosLabel', { name })}
      items={items.map((item) => ({ ...item, id: item.mediaId }))}
      emptyText={t('videosEmpty')}
      dragAndDropHooks={dragAndDropHooks}
    >
      {(item) => {
        const index = items.findIndex((entry) => entry.mediaId === item.mediaId);
        const title = item.title ?? item.mediaId;
        return (
          <GridListItem id={item.mediaId} textValue={title}>
            <Button slot="drag" size="sm" variant="quiet" aria-label={t('dragLabel', { title })}>
              <span aria-hidden="true">⠿</span>
            </Button>
            <PlaylistMediaRow
              item={item}
              index={index}
              count={items.length}
              onMove={onMove}
              onRemove={onRemove}
              isBusy={isBusy}
            />
          </GridListItem>
        );
      }}
    </GridList>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PlaylistMediaItem } from '@studio/api';
import {
  Button,
  Duration,
  GridList,
  GridListItem,
  Inline,
  vars,
  type DragAndDropHooks,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

export interface PlaylistMediaListProps {
  /** The playlist's name, for the list's accessible name. */
  name: string;
  items: readonly PlaylistMediaItem[];
  /** Null for a person who may not change the playlist: no buttons, no dragging. */
  onMove: ((from: number, to: number) => void) | null;
  onRemove: ((item: PlaylistMediaItem) => void) | null;
  /** A change is on its way: the buttons wait for it. */
  isBusy: boolean;
  /** Drag and drop, once its code has loaded (DraggablePlaylistMediaList). */
  dragAndDropHooks?: DragAndDropHooks;
  /** The drag handle of each row, with the drag and drop code. */
  dragHandle?: (item: PlaylistMediaItem) => ReactNode;
}

const Position = styled.span`
  min-width: 2ch;
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: ${vars.font.weight.semibold};
`;

/**
 * A playlist's videos in order. Move up and Move down are the keyboard path (and the whole path
 * before drag and drop has loaded); each press saves the new order at once.
 */
export function PlaylistMediaList({
  name,
  items,
  onMove,
  onRemove,
  isBusy,
  dragAndDropHooks,
  dragHandle,
}: PlaylistMediaListProps) {
  const { t } = useTranslation('playlists');
  return (
    <GridList
      aria-label={t('videosLabel', { name })}
      items={items.map((item) => ({ ...item, id: item.mediaId }))}
      emptyText={t('videosEmpty')}
      {...(dragAndDropHooks ? { dragAndDropHooks } : {})}
    >
      {(item) => {
        const index = items.findIndex((entry) => entry.mediaId === item.mediaId);
        const title = item.title ?? item.mediaId;
        return (
          <GridListItem id={item.mediaId} textValue={title}>
            {dragHandle?.(item)}
            <Position aria-label={t('position', { position: index + 1 })}>{index + 1}</Position>
            <Title>{title}</Title>
            {item.durationSeconds === undefined ? null : (
              <Duration seconds={item.durationSeconds} />
            )}
            {onMove || onRemove ? (
              <Inline gap={2}>
                {onMove ? (
                  <>
                    <Button
                      size="sm"
                      aria-label={t('moveUpLabel', { title })}
                      isDisabled={isBusy || index === 0}
                      onPress={() => onMove(index, index - 1)}
                    >
                      {t('moveUp')}
                    </Button>
                    <Button
                      size="sm"
                      aria-label={t('moveDownLabel', { title })}
                      isDisabled={isBusy || index === items.length - 1}
                      onPress={() => onMove(index, index + 1)}
                    >
                      {t('moveDown')}
                    </Button>
                  </>
                ) : null}
                {onRemove ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('removeLabel', { title })}
                    isDisabled={isBusy}
                    onPress={() => onRemove(item)}
                  >
                    {t('remove')}
                  </Button>
                ) : null}
              </Inline>
            ) : null}
          </GridListItem>
        );
      }}
    </GridList>
  );
}

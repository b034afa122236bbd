import styled from 'styled-components';
import type { PlaylistMediaItem } from '@studio/api';
import { Button, Duration, Inline, vars } from '@studio/ui';
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
 * One video of a playlist: its position, title, length, and Move up, Move down and Remove (the
 * keyboard path of reordering; each press saves the new order at once).
 */
export function PlaylistMediaRow({
  item,
  index,
  count,
  onMove,
  onRemove,
  isBusy,
}: {
  item: PlaylistMediaItem;
  index: number;
  count: number;
} & Pick<PlaylistMediaListProps, 'onMove' | 'onRemove' | 'isBusy'>) {
  const { t } = useTranslation('playlists');
  const title = item.title ?? item.mediaId;
  return (
    <>
      <Position aria-label={t('position', { position: index + 1 })}>{index + 1}</Position>
      <Title>{title}</Title>
      {item.durationSeconds === undefined ? null : <Duration seconds={item.durationSeconds} />}
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
                isDisabled={isBusy || index === count - 1}
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
    </>
  );
}

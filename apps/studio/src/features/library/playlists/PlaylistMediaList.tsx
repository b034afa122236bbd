import styled from 'styled-components';
import { vars } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { PlaylistMediaRow, type PlaylistMediaListProps } from './PlaylistMediaRow';

export type { PlaylistMediaListProps } from './PlaylistMediaRow';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    overflow-wrap: anywhere;
  }
`;

/**
 * A playlist's videos as a plain ordered list: what a person who cannot change the playlist
 * sees, and what an editor sees while the drag and drop list (react-aria's grid, heavy) loads.
 */
export function PlaylistMediaList({
  name,
  items,
  onMove,
  onRemove,
  isBusy,
}: PlaylistMediaListProps) {
  const { t } = useTranslation('playlists');
  if (items.length === 0) return <p>{t('videosEmpty')}</p>;
  return (
    <List aria-label={t('videosLabel', { name })}>
      {items.map((item, index) => (
        <li key={item.mediaId}>
          <PlaylistMediaRow
            item={item}
            index={index}
            count={items.length}
            onMove={onMove}
            onRemove={onRemove}
            isBusy={isBusy}
          />
        </li>
      ))}
    </List>
  );
}

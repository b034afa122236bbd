import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { Feed } from '@studio/api';
import {
  Breadcrumbs,
  CopyField,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

// The delete dialog (react-aria's overlay code) is fetched after the page, off the route's
// budget: the feed and its address show at once.
const ConfirmDeleteButton = lazy(async () => ({
  default: (await import('../../../app/ConfirmDeleteButton')).ConfirmDeleteButton,
}));

export interface FeedViewProps {
  feed: Feed;
  /** Its playlist's name; null for a whole-library feed or a name not read. */
  playlistName: string | null;
  /** mediaLibrary.update: Edit and Delete. */
  canManage: boolean;
  /** Deletes it; the dialog stays pending until it settles. */
  onDelete(): Promise<unknown>;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/**
 * `/media/feeds/{uuid}`: a podcast feed, its public address with Copy and Open RSS, what podcast
 * apps show of it, Edit and Delete (asked first). Pure.
 */
export function FeedView({ feed, playlistName, canManage, onDelete }: FeedViewProps) {
  const { t } = useTranslation('libraryFeeds');
  return (
    <Stack gap={6}>
      <PageHeader
        title={feed.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'feeds', label: t('title'), href: '/media/feeds' },
              { id: 'feed', label: feed.name },
            ]}
          />
        }
        actions={
          canManage ? (
            <Inline gap={3}>
              <Link variant="standalone" href={`/media/feeds/${feed.uuid}/edit`}>
                {t('edit')}
              </Link>
              <Suspense fallback={null}>
                <ConfirmDeleteButton
                  label={t('remove.action')}
                  title={t('remove.title', { name: feed.name })}
                  confirmLabel={t('remove.confirm')}
                  cancelLabel={t('remove.cancel')}
                  pendingLabel={t('remove.deleting')}
                  onDelete={onDelete}
                >
                  {t('remove.body')}
                </ConfirmDeleteButton>
              </Suspense>
            </Inline>
          ) : undefined
        }
      />
      {feed.enabled ? null : <InlineAlert tone="info">{t('disabledNote')}</InlineAlert>}
      <CopyField
        label={t('fields.url')}
        value={feed.url}
        copyLabel={t('copy')}
        copiedMessage={t('copied')}
        copyFailedMessage={t('copyFailed')}
      />
      <Inline gap={3}>
        <Link variant="standalone" href={feed.url} target="_blank">
          {t('openRss')}
        </Link>
      </Inline>
      <Facts>
        <dt>{t('columns.state')}</dt>
        <dd>
          <StatusBadge
            tone={feed.enabled ? 'success' : 'neutral'}
            label={feed.enabled ? t('states.enabled') : t('states.disabled')}
          />
        </dd>
        <dt>{t('fields.playlist')}</dt>
        <dd>
          {feed.playlistId === null ? (
            t('wholeLibrary')
          ) : (
            <Link href={`/media/playlists/${feed.playlistId}`}>{playlistName ?? '…'}</Link>
          )}
        </dd>
        <dt>{t('fields.description')}</dt>
        <dd>{feed.description || '—'}</dd>
        <dt>{t('fields.author')}</dt>
        <dd>{feed.author || '—'}</dd>
        <dt>{t('fields.language')}</dt>
        <dd>{feed.language}</dd>
        <dt>{t('fields.category')}</dt>
        <dd>{t(`categories.${feed.category}`)}</dd>
        <dt>{t('fields.explicit')}</dt>
        <dd>{feed.explicit ? t('yes') : t('no')}</dd>
        <dt>{t('fields.imageUrl')}</dt>
        <dd>{feed.imageUrl ?? '—'}</dd>
      </Facts>
    </Stack>
  );
}

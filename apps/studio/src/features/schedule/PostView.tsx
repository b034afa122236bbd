import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { SocialPost } from '@studio/api';
import type { SocialPostStatus } from '@studio/domain';
import {
  Breadcrumbs,
  DateTime,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  vars,
  type Tone,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { PostChoices } from './posts';

// The dialog (react-aria's overlay code) comes after the page, off the route's budget.
const ConfirmDeleteButton = lazy(async () => ({
  default: (await import('../../app/ConfirmDeleteButton')).ConfirmDeleteButton,
}));

export interface PostViewProps {
  post: SocialPost;
  /** The names of the page, channel and video the post names. */
  choices: PostChoices;
  /** Cancels it; the dialog stays pending until it settles. */
  onDelete(): Promise<unknown>;
}

const STATUS_TONES: Record<SocialPostStatus, Tone> = {
  scheduled: 'info',
  pending: 'progress',
  posted: 'success',
  failed: 'danger',
};

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
 * `/schedule/post/{uuid}`: a scheduled social post, where and when it goes out, its state (and
 * why it failed); Edit while it may still change, Cancel (asked first) until it goes out. Pure.
 */
export function PostView({ post, choices, onDelete }: PostViewProps) {
  const { t } = useTranslation('schedulePosts');
  const channel = choices.channels.find((choice) => choice.id === post.channelId);
  const video = choices.videos.find((choice) => choice.id === post.mediaId);
  const cancellable = post.status === 'scheduled' || post.status === 'failed';
  return (
    <Stack gap={6}>
      <PageHeader
        title={post.title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('scheduleTitle')}
            items={[
              { id: 'schedule', label: t('scheduleTitle'), href: '/schedule' },
              { id: 'post', label: post.title },
            ]}
          />
        }
        actions={
          post.editable || cancellable ? (
            <Inline gap={3}>
              {post.editable ? (
                <Link variant="standalone" href={`/schedule/post/${post.uuid}/edit`}>
                  {t('edit')}
                </Link>
              ) : null}
              {cancellable ? (
                <Suspense fallback={null}>
                  <ConfirmDeleteButton
                    label={t('remove.action')}
                    title={t('remove.title', { title: post.title })}
                    confirmLabel={t('remove.confirm')}
                    cancelLabel={t('remove.cancel')}
                    pendingLabel={t('remove.deleting')}
                    onDelete={onDelete}
                  >
                    {t('remove.body')}
                  </ConfirmDeleteButton>
                </Suspense>
              ) : null}
            </Inline>
          ) : undefined
        }
      />
      {post.status === 'failed' && post.failureReason ? (
        <InlineAlert tone="error" title={t('fields.failureReason')}>
          {post.failureReason}
        </InlineAlert>
      ) : null}
      {post.status === 'scheduled' && !post.editable ? (
        <InlineAlert tone="info">{t('editLocked')}</InlineAlert>
      ) : null}
      <Facts>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge tone={STATUS_TONES[post.status]} label={t(`states.${post.status}`)} />
        </dd>
        <dt>{t('fields.publishAt')}</dt>
        <dd>
          <DateTime value={post.publishAt} />
        </dd>
        <dt>{t('fields.network')}</dt>
        <dd>{t(`networks.${post.destinationType}`)}</dd>
        <dt>{t('fields.channelId')}</dt>
        <dd>{channel?.name ?? post.channelId}</dd>
        <dt>{t('fields.description')}</dt>
        <dd>{post.description || t('none')}</dd>
        <dt>{t('fields.mediaId')}</dt>
        <dd>
          {post.mediaId ? (
            <Link href={`/media/library/${post.mediaId}`}>{video?.title ?? post.mediaId}</Link>
          ) : post.clipId ? (
            <Link href={`/media/clips/${post.clipId}`}>{t('fields.clip')}</Link>
          ) : (
            t('noVideo')
          )}
        </dd>
        <dt>{t('fields.privacy')}</dt>
        <dd>{t(`privacies.${post.privacy ?? 'public'}`)}</dd>
        {post.destinationType === 'FACEBOOK' ? (
          <>
            <dt>{t('fields.reel')}</dt>
            <dd>{post.reel ? t('yes') : t('no')}</dd>
          </>
        ) : null}
      </Facts>
    </Stack>
  );
}

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
const PostDeleteButton = lazy(async () => ({
  default: (await import('./PostDeleteButton')).PostDeleteButton,
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
  const { t } = useTranslation('schedule');
  const channel = choices.channels.find((choice) => choice.id === post.channelId);
  const video = choices.videos.find((choice) => choice.id === post.mediaId);
  const cancellable = post.status === 'scheduled' || post.status === 'failed';
  return (
    <Stack gap={6}>
      <PageHeader
        title={post.title}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('title')}
            items={[
              { id: 'schedule', label: t('title'), href: '/schedule' },
              { id: 'post', label: post.title },
            ]}
          />
        }
        actions={
          post.editable || cancellable ? (
            <Inline gap={3}>
              {post.editable ? (
                <Link variant="standalone" href={`/schedule/post/${post.uuid}/edit`}>
                  {t('post.edit')}
                </Link>
              ) : null}
              {cancellable ? (
                <Suspense fallback={null}>
                  <PostDeleteButton title={post.title} onDelete={onDelete} />
                </Suspense>
              ) : null}
            </Inline>
          ) : undefined
        }
      />
      {post.status === 'failed' && post.failureReason ? (
        <InlineAlert tone="error" title={t('post.fields.failureReason')}>
          {post.failureReason}
        </InlineAlert>
      ) : null}
      {post.status === 'scheduled' && !post.editable ? (
        <InlineAlert tone="info">{t('post.editLocked')}</InlineAlert>
      ) : null}
      <Facts>
        <dt>{t('post.fields.status')}</dt>
        <dd>
          <StatusBadge tone={STATUS_TONES[post.status]} label={t(`post.states.${post.status}`)} />
        </dd>
        <dt>{t('post.fields.publishAt')}</dt>
        <dd>
          <DateTime value={post.publishAt} />
        </dd>
        <dt>{t('post.fields.network')}</dt>
        <dd>{t(`post.networks.${post.destinationType}`)}</dd>
        <dt>{t('post.fields.channelId')}</dt>
        <dd>{channel?.name ?? post.channelId}</dd>
        <dt>{t('post.fields.description')}</dt>
        <dd>{post.description || t('post.none')}</dd>
        <dt>{t('post.fields.mediaId')}</dt>
        <dd>
          {post.mediaId ? (
            <Link href={`/media/library/${post.mediaId}`}>{video?.title ?? post.mediaId}</Link>
          ) : post.clipId ? (
            <Link href={`/media/clips/${post.clipId}`}>{t('post.fields.clip')}</Link>
          ) : (
            t('post.noVideo')
          )}
        </dd>
        <dt>{t('post.fields.privacy')}</dt>
        <dd>{t(`post.privacies.${post.privacy ?? 'public'}`)}</dd>
        {post.destinationType === 'FACEBOOK' ? (
          <>
            <dt>{t('post.fields.reel')}</dt>
            <dd>{post.reel ? t('post.yes') : t('post.no')}</dd>
          </>
        ) : null}
      </Facts>
    </Stack>
  );
}

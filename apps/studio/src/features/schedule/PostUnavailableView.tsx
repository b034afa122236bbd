import { Breadcrumbs, EmptyState, Link, PageHeader, Stack } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

/**
 * `/schedule/post/{uuid}`: the server has no scheduled-posts operations yet (issue 16 names them),
 * so the page says so plainly instead of failing.
 */
export function PostUnavailableView() {
  const { t } = useTranslation('schedule');
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('post.title')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('title')}
            items={[
              { id: 'schedule', label: t('title'), href: '/schedule' },
              { id: 'post', label: t('post.title') },
            ]}
          />
        }
      />
      <EmptyState
        title={t('post.unavailableTitle')}
        description={t('post.unavailableBody')}
        headingLevel={2}
        actions={
          <Link variant="standalone" href="/schedule">
            {t('post.back')}
          </Link>
        }
      />
    </Stack>
  );
}

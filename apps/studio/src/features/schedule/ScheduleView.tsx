import type { ReactNode } from 'react';
import { Inline, Link, NativeSelect, PageHeader, Stack } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { ScheduleViewMode } from './schedule-view-preference';

export interface ScheduleViewProps {
  mode: ScheduleViewMode;
  onModeChange(mode: ScheduleViewMode): void;
  /** The calendar (`ScheduleCalendar`) or the list (`EventList`), as the mode says. */
  children: ReactNode;
  /** manageSocialMedia: Schedule a post beside Schedule an event. */
  canPost?: boolean;
}

/**
 * `/schedule`: the title, Schedule an event (and a social post, for those who manage social
 * media), the view chosen (kept locally) and that view.
 */
export function ScheduleView({ mode, onModeChange, children, canPost = false }: ScheduleViewProps) {
  const { t } = useTranslation('schedule');
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href="/schedule/create">
              {t('create')}
            </Link>
            {canPost ? (
              <Link variant="standalone" href="/schedule/post/create">
                {t('post.create')}
              </Link>
            ) : null}
          </Inline>
        }
      />
      <NativeSelect
        label={t('viewLabel')}
        value={mode}
        options={[
          { value: 'CALENDAR', label: t('views.CALENDAR') },
          { value: 'LIST', label: t('views.LIST') },
        ]}
        onChange={onModeChange}
      />
      {children}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Link, NativeSelect, PageHeader, Stack } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { ScheduleViewMode } from './schedule-view-preference';

export interface ScheduleViewProps {
  mode: ScheduleViewMode;
  onModeChange(mode: ScheduleViewMode): void;
  /** The calendar (`ScheduleCalendar`) or the list (`EventList`), as the mode says. */
  children: ReactNode;
}

/** `/schedule`: the title, Schedule an event, the view chosen (kept locally) and that view. */
export function ScheduleView({ mode, onModeChange, children }: ScheduleViewProps) {
  const { t } = useTranslation('schedule');
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link variant="standalone" href="/schedule/create">
            {t('create')}
          </Link>
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

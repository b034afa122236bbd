import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventList } from './EventList';
import { ScheduleCalendar, type ScheduleCalendarProps } from './ScheduleCalendar';
import { ScheduleView } from './ScheduleView';
import { visibleDays } from './calendar-dates';
import { demoEvents, novemberItems, novemberPosts } from './schedule-fixtures';
import { withStudioI18n } from '../../storybook/withStudio';

const calendarArgs = (overrides: Partial<ScheduleCalendarProps> = {}): ScheduleCalendarProps => ({
  span: 'month',
  anchor: '2026-11-24',
  today: '2026-11-24',
  days: visibleDays('2026-11-24', overrides.span ?? 'month'),
  items: novemberItems,
  failed: false,
  selectedDay: null,
  onSpanChange: fn(),
  onPrevious: fn(),
  onNext: fn(),
  onToday: fn(),
  onSelectDay: fn(),
  onRetry: fn(),
  ...overrides,
});

const listArgs = {
  timeFilter: 'FUTURE' as const,
  events: demoEvents,
  hasMore: false,
  isLoadingMore: false,
  onTimeFilterChange: fn(),
  onLoadMore: fn(),
};

const listPosts = { items: novemberPosts, window: {}, failed: false, onRetry: fn() };

/** `/schedule`: the calendar (month, week) and the list, each state. */
const meta = {
  title: 'Studio/Schedule/ScheduleView',
  component: ScheduleView,
  decorators: [withStudioI18n],
  args: { mode: 'CALENDAR', onModeChange: fn(), children: null },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ScheduleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November: days as a grid; the 29th holds four events, three shown and "+1 more". */
export const CalendarMonth: Story = {
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar {...calendarArgs()} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Days of November 2026' });
    // React-aria builds the grid's collection after the first render: wait for its rows.
    const sunday = await within(grid).findByRole('row', {
      name: /Sunday, November 29, 2026, scheduled: 4/,
    });
    await expect(sunday).toHaveTextContent('Sunday 9am Service');
    await expect(sunday).toHaveTextContent('+1 more');
    await expect(sunday).toHaveTextContent('9:00');
  },
};

/** The keyboard path: into the grid, arrows move by day and week, Enter chooses the day. */
export const CalendarKeyboard: Story = {
  render: (args) => {
    const props = calendarArgs();
    return (
      <ScheduleView {...args}>
        <ScheduleCalendar {...props} />
      </ScheduleView>
    );
  },
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid');
    await userEvent.click(await within(grid).findByRole('row', { name: /November 23, 2026/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(grid).getByRole('row', { name: /November 30, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(grid).getByRole('row', { name: /November 29, 2026/ })).toHaveFocus();
  },
};

/** A chosen day lists its events as links in the organisation's zone. */
export const CalendarDayChosen: Story = {
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar {...calendarArgs({ selectedDay: '2026-11-29' })} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Scheduled on Sunday, November 29, 2026' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Late choir rehearsal' })).toHaveAttribute(
      'href',
      '/schedule/event/2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c06',
    );
  },
};

/**
 * Social posts sit beside the events (for those who manage social media): marked in the cell,
 * listed with their state on the chosen day, linking to the post.
 */
export const CalendarWithPosts: Story = {
  render: (args) => (
    <ScheduleView {...args} canPost>
      <ScheduleCalendar
        {...calendarArgs({
          selectedDay: '2026-11-29',
          posts: novemberPosts,
          postTimeZone: 'America/Chicago',
        })}
      />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Days of November 2026' });
    // React-aria builds the grid's collection after the first render: wait for its rows.
    const saturday = await within(grid).findByRole('row', {
      name: /Saturday, November 28, 2026, scheduled: 1/,
    });
    await expect(saturday).toHaveTextContent('Post: Join us this Sunday');
    await expect(
      within(grid).getByRole('row', { name: /Sunday, November 29, 2026, scheduled: 5/ }),
    ).toBeVisible();
    const highlights = canvas.getByRole('link', { name: 'Sermon highlights' });
    await expect(highlights).toHaveAttribute(
      'href',
      '/schedule/post/2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d07',
    );
    // The day lists the failed post first: it went out (and failed) at 8:00, before the service.
    const lines = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent(/Sermon highlights.*Social post, failed/);
  },
};

export const CalendarWeek: Story = {
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar {...calendarArgs({ span: 'week' })} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: /week of November 23, 2026/ });
    await expect(await within(grid).findAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Next week' })).toBeVisible();
  },
};

export const CalendarDay: Story = {
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar
        {...calendarArgs({ span: 'day', anchor: '2026-11-29', days: ['2026-11-29'] })}
      />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One day is its agenda, no grid; previous and next move by a day.
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sunday, November 29, 2026' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Late choir rehearsal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeVisible();
  },
};

export const CalendarLoading: Story = {
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar {...calendarArgs({ items: null })} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the calendar' }),
    ).toBeVisible();
  },
};

export const CalendarFailed: Story = {
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar {...calendarArgs({ items: null, failed: true })} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The calendar could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const CalendarEmpty: Story = {
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar {...calendarArgs({ items: [], selectedDay: '2026-11-24' })} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing is scheduled on Tuesday, November 24, 2026.'),
    ).toBeVisible();
  },
};

/** The list: state (paused, live), repeat in words, each row leading to its event. */
export const ListPopulated: Story = {
  args: { mode: 'LIST' },
  render: (args) => (
    <ScheduleView {...args}>
      <EventList {...listArgs} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Events' });
    const sunday = within(table).getByRole('row', { name: /Sunday 9am Service/ });
    await expect(sunday).toHaveTextContent('Every week on Sunday, 12 times');
    await expect(within(table).getByRole('row', { name: /Christmas Eve/ })).toHaveTextContent(
      'Paused',
    );
    await expect(within(table).getByRole('row', { name: /Wednesday/ })).toHaveTextContent('Live');
  },
};

/**
 * Social posts among the events (for those who manage social media), in time order: marked as
 * posts with their state, each leading to its page; Tab moves from link to link, row by row.
 */
export const ListWithPosts: Story = {
  args: { mode: 'LIST', canPost: true },
  render: (args) => (
    <ScheduleView {...args}>
      <EventList {...listArgs} posts={listPosts} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Events and social posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Wednesday night study',
      'Post: Join us this Sunday',
      'Post: Sermon highlights',
      'Sunday 9am Service',
      'Christmas Eve replay',
    ]);
    await expect(rows[1]).toHaveTextContent('Social post, scheduled');
    await expect(rows[2]).toHaveTextContent('Social post, failed');
    const wednesday = within(table).getByRole('link', { name: 'Wednesday night study' });
    wednesday.focus();
    await userEvent.tab();
    const joinUs = within(table).getByRole('link', { name: 'Post: Join us this Sunday' });
    await expect(joinUs).toHaveFocus();
    await expect(joinUs).toHaveAttribute(
      'href',
      '/schedule/post/2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d06',
    );
  },
};

/** The posts could not be read: the events stay, an alert offers to try again. */
export const ListPostsFailed: Story = {
  args: { mode: 'LIST', canPost: true },
  render: (args) => (
    <ScheduleView {...args}>
      <EventList {...listArgs} posts={{ ...listPosts, items: [], failed: true }} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The social posts could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(listPosts.onRetry).toHaveBeenCalled();
    await expect(
      within(canvas.getByRole('table')).getByRole('link', { name: 'Sunday 9am Service' }),
    ).toBeVisible();
  },
};

export const ListEmpty: Story = {
  args: { mode: 'LIST' },
  render: (args) => (
    <ScheduleView {...args}>
      <EventList {...listArgs} timeFilter="LIVE" events={[]} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No event is live now' }),
    ).toBeVisible();
  },
};

export const ListLoading: Story = {
  args: { mode: 'LIST' },
  render: (args) => (
    <ScheduleView {...args}>
      <EventList {...listArgs} events={null} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading events')).toBeInTheDocument();
  },
};

export const ListLongNames: Story = {
  args: { mode: 'LIST' },
  render: (args) => (
    <ScheduleView {...args}>
      <EventList
        {...listArgs}
        events={demoEvents.map((event) => ({ ...event, name: `${event.name} `.repeat(8).trim() }))}
        hasMore
      />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show more events' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: (args) => (
    <ScheduleView {...args}>
      <ScheduleCalendar {...calendarArgs({ selectedDay: '2026-11-29' })} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Programación' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Días de noviembre de 2026' })).toBeVisible();
  },
};

export const SpanishListWithPosts: Story = {
  globals: { locale: 'es' },
  args: { mode: 'LIST', canPost: true },
  render: (args) => (
    <ScheduleView {...args}>
      <EventList {...listArgs} posts={listPosts} />
    </ScheduleView>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Eventos y publicaciones sociales',
    });
    await expect(within(table).getByRole('row', { name: /Sermon highlights/ })).toHaveTextContent(
      'Publicación social, fallida',
    );
  },
};

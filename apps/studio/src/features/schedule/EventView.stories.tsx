import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventView } from './EventView';
import {
  christmasReplay,
  demoNames,
  sundayLogs,
  sundayOccurrences,
  sundayRunFailed,
  sundayRunFinished,
  sundayRunLive,
  sundayService,
  sundayWatchLinks,
} from './schedule-fixtures';
import { withStudioI18n } from '../../storybook/withStudio';

/** `/schedule/event/{uuid}`: details, next occurrences, pause or resume, delete, the log. */
const meta = {
  title: 'Studio/Schedule/EventView',
  component: EventView,
  decorators: [withStudioI18n],
  args: {
    event: sundayService,
    nextOccurrences: sundayOccurrences,
    logs: sundayLogs,
    names: demoNames,
    watchLinks: sundayWatchLinks,
    pending: null,
    onPause: fn(),
    onResume: fn(),
    onSkip: fn(),
    onDelete: fn(async () => undefined),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EventView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sunday 9am Service' }),
    ).toBeVisible();
    await expect(canvas.getByText('Every week on Sunday, 12 times')).toBeVisible();
    await expect(canvas.getByText(/Main web channel/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sunday 9am' })).toHaveAttribute(
      'href',
      `/schedule/encoder/${sundayService.uuid}`,
    );
    const log = canvas.getByRole('table', { name: 'What happened to this event' });
    await expect(within(log).getByText('Encoder starting')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: /Skip the occurrence of Sunday, December 6, 2026/ }),
    );
    await expect(args.onSkip).toHaveBeenCalledWith(sundayOccurrences[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalled();
  },
};

/** Paused: said above the details, and Resume instead of Pause. */
export const Paused: Story = {
  args: { event: christmasReplay, nextOccurrences: [], logs: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Paused: no occurrence runs, and one live now has been stopped.'),
    ).toBeVisible();
    await expect(canvas.getByText('No occurrence is ahead.')).toBeVisible();
    await expect(canvas.getByText('Nothing has happened to this event yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalled();
  },
};

export const Pausing: Story = {
  args: { pending: 'pause' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Pausing' })).toBeVisible();
  },
};

/** Delete asks first; Cancel keeps the event, Delete calls. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Sunday 9am Service?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const LongName: Story = {
  args: {
    event: {
      ...sundayService,
      name: 'Sunday 9am Service with communion and baptisms '.repeat(3).trim(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cada semana el domingo, 12 veces')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pausar' })).toBeVisible();
  },
};

/**
 * An occurrence live now: the way to its live event (its recording's page, with Stop and the
 * destinations) and to the web channel's watch page, first on the page. The live event's
 * destinations table has its own stories (Studio/Live); here its slot is left empty.
 */
export const LiveNow: Story = {
  args: { event: { ...sundayService, liveStatus: 'LIVE', latestRun: sundayRunLive } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(
      canvas.getByRole('heading', { level: 2, name: 'Live now' }).closest('section')!,
    );
    await expect(section.getByText(/The occurrence of Sunday, November 22, 2026/)).toBeVisible();
    const open = section.getByRole('link', { name: 'Open the live event' });
    await expect(open).toHaveAttribute(
      'href',
      `/media/encoder-videos/${sundayRunLive.encoderVideoId}`,
    );
    await expect(section.getByRole('link', { name: 'Watch on Main web channel' })).toHaveAttribute(
      'href',
      sundayWatchLinks[0]!.url,
    );
    // The keyboard reaches it right after the page's own actions.
    open.focus();
    await userEvent.tab();
    await expect(section.getByRole('link', { name: 'Watch on Main web channel' })).toHaveFocus();
  },
};

/** The last occurrence ran: its live event opens; a channel's watch page would show another. */
export const LastRun: Story = {
  args: { event: { ...sundayService, latestRun: sundayRunFinished } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(
      canvas.getByRole('heading', { level: 2, name: 'Last run' }).closest('section')!,
    );
    await expect(section.getByText(/ran and has ended/)).toBeVisible();
    await expect(
      section.getByRole('link', { name: 'Open the live event of the last run' }),
    ).toHaveAttribute('href', `/media/encoder-videos/${sundayRunFinished.encoderVideoId}`);
    await expect(section.queryByRole('link', { name: /Watch on/ })).toBeNull();
  },
};

/** The last occurrence did not start: said, with nothing to open (the log below says why). */
export const LastRunFailed: Story = {
  args: { event: { ...sundayService, latestRun: sundayRunFailed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(
      canvas.getByRole('heading', { level: 2, name: 'Last run' }).closest('section')!,
    );
    await expect(section.getByText(/did not start; the log says why/)).toBeVisible();
    await expect(section.queryByRole('link')).toBeNull();
  },
};

export const LiveNowSpanish: Story = {
  ...LiveNow,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'En vivo ahora' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir el evento en vivo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver en Main web channel' })).toBeVisible();
  },
};

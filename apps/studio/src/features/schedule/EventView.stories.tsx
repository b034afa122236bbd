import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventView } from './EventView';
import {
  christmasReplay,
  demoNames,
  sundayLogs,
  sundayOccurrences,
  sundayService,
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

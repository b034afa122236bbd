import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateTime } from './DateTime';

/** 14:30 UTC on 1 March 2026. */
const start = '2026-03-01T14:30:00Z';

const meta = {
  title: 'Components/DateTime',
  component: DateTime,
  args: { value: start, timeZone: 'UTC' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-03-01T14:30:00.000Z');
    await expect(time).toHaveTextContent(/Mar 1, 2026.*2:30\sPM/);
  },
};

export const OrganisationTimeZone: Story = {
  args: { timeZone: 'America/Chicago', formatOptions: { dateStyle: 'medium', timeStyle: 'long' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent(/8:30:00\sAM CST/);
  },
};

export const TwentyFourHourTime: Story = {
  args: { formatOptions: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('14:30');
  },
};

export const InvalidValue: Story = {
  args: { value: 'not a date', fallback: 'Not scheduled' },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('Not scheduled');
    await expect(time).not.toHaveAttribute('datetime');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { formatOptions: { dateStyle: 'full', timeStyle: 'short' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent(
      'domingo, 1 de marzo de 2026, 14:30',
    );
  },
};

export const OtherLocale: Story = {
  args: { locale: 'de-DE', formatOptions: { dateStyle: 'long' } },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('1. März 2026');
    // Marked, so a screen reader reads the month in German.
    await expect(time).toHaveAttribute('lang', 'de-DE');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stat } from './Stat';
import { Duration } from '../Duration';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: {
    label: 'Viewers',
    value: 1284,
    percentageIncrease: 12.5,
    trendLabels: { positive: 'Increase of', negative: 'Decrease of', none: 'No change,' },
    comparison: 'vs previous 7 days',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stat = canvas.getByRole('group', { name: 'Viewers' });
    await expect(stat).toHaveAttribute('data-trend', 'positive');
    await expect(stat).toHaveTextContent('1,284');
    await expect(stat).toHaveTextContent('Increase of +12.5%');
  },
};

export const NegativeTrend: Story = {
  args: { label: 'Views', value: 5320, percentageIncrease: -4.25 },
  play: async ({ canvas }) => {
    const stat = canvas.getByRole('group', { name: 'Views' });
    await expect(stat).toHaveAttribute('data-trend', 'negative');
    await expect(stat).toHaveTextContent('Decrease of -4.3%');
  },
};

export const NoTrend: Story = {
  args: { label: 'Return viewers', value: 87, percentageIncrease: 0 },
  play: async ({ canvas }) => {
    const stat = canvas.getByRole('group', { name: 'Return viewers' });
    await expect(stat).toHaveAttribute('data-trend', 'none');
    await expect(stat).toHaveTextContent('No change, 0%');
  },
};

export const NoPreviousPeriod: Story = {
  args: { label: 'New viewers', value: 40, percentageIncrease: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'New viewers' })).not.toHaveTextContent('%');
  },
};

export const CompactValue: Story = {
  args: {
    label: 'Minutes watched',
    value: 1_254_300,
    formatOptions: { notation: 'compact', maximumFractionDigits: 1 },
    percentageIncrease: 230,
  },
  play: async ({ canvas }) => {
    const stat = canvas.getByRole('group', { name: 'Minutes watched' });
    await expect(stat).toHaveTextContent('1.3M');
    await expect(stat).toHaveTextContent('+230%');
  },
};

export const DurationValue: Story = {
  args: {
    label: 'Average watch time',
    value: <Duration seconds={1935} />,
    percentageIncrease: 3.2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Average watch time' })).toHaveTextContent(
      '32m 15s',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Peak concurrent live views across every web channel and social destination',
    value: 123_456_789,
    comparison: 'compared with the same period of the previous calendar year',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Espectadores',
    value: 12840,
    percentageIncrease: 12.5,
    trendLabels: { positive: 'Aumento del', negative: 'Disminución del', none: 'Sin cambios,' },
    comparison: 'frente a los 7 días anteriores',
  },
  play: async ({ canvas }) => {
    const stat = canvas.getByRole('group', { name: 'Espectadores' });
    await expect(stat).toHaveTextContent('12.840');
    await expect(stat).toHaveTextContent(/Aumento del \+12,5\s%/);
  },
};

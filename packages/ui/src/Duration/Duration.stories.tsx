import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Duration } from './Duration';

const meta = {
  title: 'Components/Duration',
  component: Duration,
  args: { seconds: 3723 },
} satisfies Meta<typeof Duration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('1h 2m 3s');
    await expect(time).toHaveAttribute('datetime', 'PT1H2M3S');
  },
};

export const Zero: Story = {
  args: { seconds: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('0s');
  },
};

export const Years: Story = {
  args: { seconds: 365 * 86400 + 2 * 86400 + 5, compactHoursFrom: Infinity },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('1y 2d 5s');
  },
};

export const LargeTotalInCompactHours: Story = {
  args: { seconds: 12_345_678, emphasis: 'strong' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('3.4Kh');
  },
};

export const LongUnitNames: Story = {
  args: { seconds: 7384, unitDisplay: 'long' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent(
      '2 hours, 3 minutes, 4 seconds',
    );
  },
};

export const AtMostTwoUnits: Story = {
  args: { seconds: 93784, maxUnits: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('1d 2h');
  },
};

export const LabelsFromTheApp: Story = {
  args: {
    seconds: 5400,
    unitLabels: { hour: (amount) => `${amount} hrs`, minute: (amount) => `${amount} mins` },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('1 hrs 30 mins');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { seconds: 3723 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('1h 2min 3s');
  },
};

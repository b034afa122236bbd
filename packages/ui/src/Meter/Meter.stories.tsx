import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter } from './Meter';

const meta = {
  title: 'Components/Meter',
  component: Meter,
  args: { label: 'Library storage', value: 5.2, maxValue: 7, valueLabel: '5.2 of 7 TB' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Library storage' });
    await expect(meter).toHaveAttribute('aria-valuetext', '5.2 of 7 TB');
    await expect(canvasElement.querySelector('.studio-Meter-track')).toHaveAttribute(
      'data-level',
      'normal',
    );
  },
};

export const Warning: Story = {
  args: { value: 6.1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.studio-Meter-track')).toHaveAttribute(
      'data-level',
      'warning',
    );
  },
};

export const Full: Story = {
  args: { label: 'Professional licences in use', value: 10, maxValue: 10, valueLabel: '10 of 10' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.studio-Meter-track')).toHaveAttribute(
      'data-level',
      'danger',
    );
  },
};

export const Percent: Story = {
  args: { label: 'Bandwidth this month', value: 37, maxValue: 100, valueLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Bandwidth this month' })).toHaveAttribute(
      'aria-valuetext',
      '37%',
    );
  },
};

export const CustomThresholds: Story = {
  args: { value: 4, thresholds: { warning: 50, danger: 90 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.studio-Meter-track')).toHaveAttribute(
      'data-level',
      'warning',
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      'Storage used by the on demand library, including renditions and thumbnails, of the Premium plan',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Ancho de banda este mes', value: 37, maxValue: 100, valueLabel: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('meter', { name: 'Ancho de banda este mes' }).getAttribute('aria-valuetext'),
    ).toMatch(/^37\s%$/);
  },
};

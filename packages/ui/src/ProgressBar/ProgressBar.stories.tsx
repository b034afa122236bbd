import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading sunday-service.mp4', value: 42 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading sunday-service.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Transcoding', isIndeterminate: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Transcoding' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('%')).not.toBeInTheDocument();
  },
};

export const CustomValue: Story = {
  args: { label: 'Uploaded', value: 1.6, maxValue: 4, valueLabel: '1.6 of 4 GB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploaded' })).toHaveAttribute(
      'aria-valuetext',
      '1.6 of 4 GB',
    );
  },
};

export const Complete: Story = {
  args: { label: 'Ready', value: 100, tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Ready' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const Failed: Story = { args: { label: 'Processing failed', value: 73, tone: 'danger' } };

export const HiddenValue: Story = {
  args: { hideValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('42%')).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '42%');
  },
};

export const LongText: Story = {
  args: {
    label:
      'Uploading the recording of the Sunday morning service from the main sanctuary camera 2026-03-12.mp4',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Subiendo el vídeo' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Subiendo el vídeo' }).getAttribute('aria-valuetext'),
    ).toMatch(/^42\s%$/);
  },
};

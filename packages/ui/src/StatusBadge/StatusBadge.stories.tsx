import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, type StatusBadgeProps } from './StatusBadge';
import { statusTones, toneNames, type StatusSet } from '../tokens';

// Annotated rather than inferred: StatusBadge is generic over the state set.
const meta: Meta<StatusBadgeProps> = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { label: 'Live', set: 'live', status: 'LIVE' },
};

export default meta;
type Story = StoryObj<StatusBadgeProps>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Live').closest('.studio-StatusBadge');
    await expect(badge).toHaveAttribute('data-tone', 'live');
    await expect(badge).toHaveAttribute('data-status', 'LIVE');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {toneNames.map((tone) => (
        <StatusBadge key={tone} tone={tone} label={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/./)).toHaveLength(toneNames.length);
  },
};

// Labels here are the raw statuses; the studio passes translated labels.
function AllOf({ set }: { set: StatusSet }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
      {Object.keys(statusTones[set]).map((status) => (
        <StatusBadge
          key={status}
          set={set}
          status={status as never}
          label={status.toLowerCase().replace(/_/g, ' ')}
        />
      ))}
    </div>
  );
}

export const EveryStateSet: Story = {
  render: () => (
    <div>
      {(Object.keys(statusTones) as StatusSet[]).map((set) => (
        <section key={set} aria-label={set}>
          <h3 style={{ fontSize: 14, margin: '8px 0' }}>{set}</h3>
          <AllOf set={set} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const total = Object.values(statusTones).reduce((sum, set) => sum + Object.keys(set).length, 0);
    await expect(canvasElement.querySelectorAll('.studio-StatusBadge')).toHaveLength(total);
    await expect(canvasElement.querySelector('[data-status="ERROR"]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(canvasElement.querySelector('[data-status="COMPLETE"]')).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

export const EncoderStarting: Story = {
  args: { set: 'encoder', status: 'STARTING', label: 'Starting' },
};
export const DestinationError: Story = {
  args: { set: 'destination', status: 'error', label: 'Error' },
};
export const Spanish: Story = {
  args: { set: 'live', status: 'LIVE', label: 'En directo' },
  globals: { locale: 'es' },
};

export const LongText: Story = {
  args: {
    set: 'upload',
    status: 'invalid_event_status',
    label: 'Invalid event status for this upload',
  },
  decorators: [(Story) => <div style={{ maxWidth: 160 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // The whole label stays visible: it wraps inside the narrow column instead of being cut off.
    const label = canvas.getByText('Invalid event status for this upload');
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(
      label.closest('.studio-StatusBadge')?.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(160);
  },
};

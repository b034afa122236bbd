import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ToggleButton, ToggleButtonGroup } from './ToggleButton';

const onViewChange = fn();
const onTrackChange = fn();

function CaptionsIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    >
      <rect x="2" y="4" width="16" height="12" rx="2" />
      <path d="M8.5 8.5a2 2 0 1 0 0 3M14 8.5a2 2 0 1 0 0 3" />
    </svg>
  );
}

function ViewGroup(props: { 'aria-label': string; gridLabel: string; listLabel: string }) {
  return (
    <ToggleButtonGroup
      aria-label={props['aria-label']}
      selectionMode="single"
      disallowEmptySelection
      defaultSelectedKeys={['grid']}
      onSelectionChange={onViewChange}
    >
      <ToggleButton id="grid" size="sm">
        {props.gridLabel}
      </ToggleButton>
      <ToggleButton id="list" size="sm">
        {props.listLabel}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

const meta = {
  title: 'Components/ToggleButton',
  component: ToggleButton,
  args: { children: 'Mute', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  beforeEach: () => {
    onViewChange.mockClear();
    onTrackChange.mockClear();
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const mute = canvas.getByRole('button', { name: 'Mute' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const mute = canvas.getByRole('button', { name: 'Mute' });
    await userEvent.tab();
    await expect(mute).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Both states of every variant, for reviewing that selected never relies on colour alone. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 8 }}>
      {(['secondary', 'quiet', 'primary', 'danger'] as const).map((variant) => (
        <ToggleButton key={variant} {...args} variant={variant}>
          {variant}
        </ToggleButton>
      ))}
      {(['secondary', 'quiet', 'primary', 'danger'] as const).map((variant) => (
        <ToggleButton key={variant} {...args} variant={variant} defaultSelected>
          {`${variant}, selected`}
        </ToggleButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(4);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <ToggleButton {...args} size="sm">
        Small
      </ToggleButton>
      <ToggleButton {...args} size="md">
        Medium
      </ToggleButton>
      <ToggleButton {...args} size="lg">
        Large
      </ToggleButton>
    </div>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ToggleButton {...args} isDisabled>
        Mute
      </ToggleButton>
      <ToggleButton {...args} isDisabled defaultSelected>
        Solo
      </ToggleButton>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const mute = canvas.getByRole('button', { name: 'Mute' });
    await expect(mute).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Solo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  args: { isIconOnly: true, 'aria-label': 'Show captions', children: <CaptionsIcon /> },
  play: async ({ canvas, userEvent }) => {
    const captions = canvas.getByRole('button', { name: 'Show captions' });
    await userEvent.click(captions);
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The media library's view switch: one choice always selected. */
export const GroupSingle: Story = {
  render: () => <ViewGroup aria-label="View" gridLabel="Grid" listLabel="List" />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'View' });
    await expect(group).toBeInTheDocument();
    const grid = canvas.getByRole('radio', { name: 'Grid' });
    const list = canvas.getByRole('radio', { name: 'List' });
    await expect(grid).toBeChecked();
    await userEvent.click(list);
    await expect(list).toBeChecked();
    await expect(grid).not.toBeChecked();
    await expect(onViewChange).toHaveBeenLastCalledWith(new Set(['list']));
    // With `disallowEmptySelection` pressing the selected button keeps it selected.
    await userEvent.click(list);
    await expect(list).toBeChecked();
  },
};

export const GroupSingleKeyboard: Story = {
  render: () => <ViewGroup aria-label="View" gridLabel="Grid" listLabel="List" />,
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('radio', { name: 'Grid' });
    const list = canvas.getByRole('radio', { name: 'List' });
    await userEvent.tab();
    await expect(grid).toHaveFocus();
    // Arrow keys move focus only; Space or Enter selects.
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    await expect(list).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(list).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(grid).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(grid).toBeChecked();
    await expect(list).not.toBeChecked();
  },
};

function TrackGroup() {
  return (
    <ToggleButtonGroup
      aria-label="Track"
      selectionMode="multiple"
      onSelectionChange={onTrackChange}
    >
      <ToggleButton id="mute" size="sm">
        Mute
      </ToggleButton>
      <ToggleButton id="solo" size="sm">
        Solo
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Independent toggles of one audio track. */
export const GroupMultiple: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <TrackGroup />
      <button type="button">After the group</button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Track' })).toBeInTheDocument();
    const mute = canvas.getByRole('button', { name: 'Mute' });
    const solo = canvas.getByRole('button', { name: 'Solo' });
    await userEvent.click(mute);
    await userEvent.click(solo);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(solo).toHaveAttribute('aria-pressed', 'true');
    await expect(onTrackChange).toHaveBeenLastCalledWith(new Set(['mute', 'solo']));
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
  },
};

export const GroupMultipleKeyboard: Story = {
  render: GroupMultiple.render,
  play: async ({ canvas, userEvent }) => {
    const mute = canvas.getByRole('button', { name: 'Mute' });
    const solo = canvas.getByRole('button', { name: 'Solo' });
    await userEvent.tab();
    await expect(mute).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(solo).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(solo).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    // One Tab stop for the whole group: Tab leaves it. (react-aria first moves focus to the last
    // button so the browser's Tab leaves from there; user-event's simulated Tab does not see that
    // move, so the play function tabs from the last button, as a browser would in effect.)
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the group' })).toHaveFocus();
  },
};

export const Vertical: Story = {
  render: () => (
    <ToggleButtonGroup aria-label="Track" selectionMode="multiple" orientation="vertical">
      <ToggleButton id="mute">Mute</ToggleButton>
      <ToggleButton id="solo">Solo</ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Solo' })).toHaveFocus();
  },
};

export const LongText: Story = {
  render: () => (
    <ToggleButtonGroup aria-label="Audio" selectionMode="multiple">
      <ToggleButton id="ducking">Lower the music while somebody is speaking</ToggleButton>
      <ToggleButton id="normalise">Normalise the loudness of every microphone</ToggleButton>
    </ToggleButtonGroup>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => <ViewGroup aria-label="Vista" gridLabel="Cuadrícula" listLabel="Lista" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Vista' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Lista' }));
    await expect(canvas.getByRole('radio', { name: 'Lista' })).toBeChecked();
  },
};

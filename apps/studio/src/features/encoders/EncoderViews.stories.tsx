import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../storybook/withStudio';
import { EncoderFormView } from './EncoderFormView';
import { EncoderLogsView } from './EncoderLogsView';
import { EncodersView } from './EncodersView';
import { EncoderUpdateView } from './EncoderUpdateView';
import { EncoderView } from './EncoderView';

const encoderId = (last: number) => `7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a0${last}`;

/** The demo organisation's encoders, from the contract's example: one of each state that matters. */
export const demoEncoders = [
  fixture('Encoder'),
  fixture('Encoder', {
    uuid: encoderId(2),
    name: 'Youth Room Laptop',
    serialNumber: 'SW-3f9a-77c1-b2e4',
    type: 'software',
    model: 'Studio Software Encoder',
    state: 'STARTED',
    updateStatus: null,
    teamViewerId: null,
    teamViewerPassword: null,
  }),
  fixture('Encoder', {
    uuid: encoderId(3),
    name: 'Chapel (hardware, unplugged since Easter)',
    serialNumber: 'E00054321',
    online: false,
    state: 'ERROR',
    assignedChannel: null,
  }),
];

const noCommands = { start: false, stop: false, restart: false, uploadLogs: false, update: false };

const meta = {
  title: 'Studio/Encoders/Views',
  // The demo data is shared with the journeys, not a story of its own.
  excludeStories: /^demo/,
  decorators: [withStudioI18n],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const listArgs = { hasMore: false, isLoadingMore: false, onLoadMore: fn() };

/** Online (seen within 2 minutes) and the state of every encoder. */
export const ListPopulated: Story = {
  render: () => <EncodersView encoders={demoEncoders} {...listArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Encoders' });
    const chapel = within(table).getByRole('row', { name: /Chapel/ });
    await expect(within(chapel).getByText('Offline')).toBeVisible();
    await expect(within(chapel).getByText('Error')).toBeVisible();
    const laptop = within(table).getByRole('row', { name: /Youth Room Laptop/ });
    await expect(within(laptop).getByText('Started')).toBeVisible();
    await expect(within(laptop).getByText('Online')).toBeVisible();
  },
};

export const ListLoading: Story = {
  render: () => <EncodersView encoders={null} {...listArgs} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading encoders')).toBeInTheDocument();
  },
};

export const ListEmpty: Story = {
  render: () => <EncodersView encoders={[]} {...listArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No encoders yet')).toBeVisible();
  },
};

export const ListSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <EncodersView encoders={demoEncoders} {...listArgs} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Codificadores' }),
    ).toBeVisible();
  },
};

const detailArgs = {
  encoder: demoEncoders[0]!,
  state: 'STOPPED' as const,
  liveStatus: 'STOPPED' as const,
  commands: { ...noCommands, start: true, uploadLogs: true, update: true },
  progress: null,
  error: null,
  abortedForRunTime: false,
  canRemove: false,
  onStart: fn(),
  onStop: fn(),
  onRestart: fn(),
  onUploadLogs: fn(),
  onRemove: fn(async () => undefined),
};

/** Stopped: Start and Upload logs offered, the available update linked; every section 3 field. */
export const DetailStopped: Story = {
  render: () => <EncoderView {...detailArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Main Sanctuary' })).toBeVisible();
    const toolbar = canvas.getByRole('toolbar', { name: 'Encoder commands' });
    await expect(within(toolbar).queryByRole('button', { name: 'Stop' })).toBeNull();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Start' }));
    await expect(detailArgs.onStart).toHaveBeenCalled();
    await expect(canvas.getByText('CPU: 54.5 °C, GPU: 48 °C')).toBeVisible();
    await expect(canvas.getByText('42.7 Mbit/s')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      `/settings/encoders/${demoEncoders[0]!.uuid}/update`,
    );
    await expect(canvas.getByRole('link', { name: 'Logs' })).toHaveAttribute(
      'href',
      `/encoders/${demoEncoders[0]!.uuid}/logs`,
    );
  },
};

export const DetailLive: Story = {
  render: () => (
    <EncoderView
      {...detailArgs}
      encoder={demoEncoders[1]!}
      state="STARTED"
      liveStatus="LIVE"
      commands={{ ...noCommands, stop: true, restart: true }}
      canRemove
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(detailArgs.onStop).toHaveBeenCalled();
  },
};

/** Remove asks first; the software encoder's licence is freed. */
export const DetailRemoveAsks: Story = {
  render: () => <EncoderView {...detailArgs} encoder={demoEncoders[1]!} canRemove />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('its licence is freed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(detailArgs.onRemove).toHaveBeenCalled();
  },
};

export const DetailRestarting: Story = {
  render: () => (
    <EncoderView {...detailArgs} state="restarting" commands={noCommands} progress="restarting" />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Restarting the encoder…')).toBeVisible();
  },
};

export const DetailUploadingLogs: Story = {
  render: () => (
    <EncoderView
      {...detailArgs}
      state="uploading_logs"
      commands={noCommands}
      progress="uploadingLogs"
    />
  ),
};

export const DetailError: Story = {
  render: () => (
    <EncoderView
      {...detailArgs}
      encoder={demoEncoders[2]!}
      state="ERROR"
      liveStatus="OFFLINE"
      commands={{ ...noCommands, start: true, stop: true }}
      error="The encoder did not answer within 30 seconds."
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The encoder did not answer within 30 seconds.',
    );
  },
};

export const DetailAbortedAfterTwelveHours: Story = {
  render: () => <EncoderView {...detailArgs} state="ABORTED" abortedForRunTime />,
};

export const DetailSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <EncoderView {...detailArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Iniciar' })).toBeVisible();
  },
};

const formArgs = {
  saved: { uuid: demoEncoders[0]!.uuid, name: 'Main Sanctuary' },
  values: {
    name: 'Main Sanctuary',
    assignedChannelId: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
    videoInputSource: 'SDI 1',
  },
  channels: [{ uuid: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01', name: 'Sunday Services' }],
  inputSources: ['SDI 1', 'SDI 2', 'HDMI'],
  fieldErrors: {},
  isSubmitting: false,
  onChange: fn(),
  onSubmit: fn(),
};

export const Edit: Story = {
  render: () => <EncoderFormView {...formArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' East');
    await expect(formArgs.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(formArgs.onSubmit).toHaveBeenCalled();
  },
};

export const EditNameRequired: Story = {
  render: () => (
    <EncoderFormView
      {...formArgs}
      values={{ ...formArgs.values, name: '' }}
      fieldErrors={{ name: 'nameRequired' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('Software encoder name is required.').length,
    ).toBeGreaterThan(0);
  },
};

export const UpdateAvailable: Story = {
  render: () => (
    <EncoderUpdateView
      encoder={demoEncoders[0]!}
      newestVersion="4.13.0"
      canUpdate
      isUpdating={false}
      isDone={false}
      error={null}
      onUpdate={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Update to 4.13.0' }),
    ).toBeEnabled();
  },
};

export const UpdateRequiredWhileStreaming: Story = {
  render: () => (
    <EncoderUpdateView
      encoder={{ ...demoEncoders[0]!, updateStatus: 'required', state: 'STARTED' }}
      newestVersion="4.13.0"
      canUpdate={false}
      isUpdating={false}
      isDone={false}
      error={null}
      onUpdate={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An update is required')).toBeVisible();
    await expect(canvas.getByText('Stop the encoder before updating it.')).toBeVisible();
  },
};

export const UpdateUpToDate: Story = {
  render: () => (
    <EncoderUpdateView
      encoder={{ ...demoEncoders[0]!, updateStatus: null, version: '4.13.0' }}
      newestVersion="4.13.0"
      canUpdate
      isUpdating={false}
      isDone={false}
      error={null}
      onUpdate={fn()}
    />
  ),
};

const logEntries = [
  {
    id: '1',
    entry: 'Stream started: 1080p30 at 6000 kbps',
    level: 'INFO' as const,
    timestamp: '2026-11-22T10:30:01Z',
  },
  {
    id: '2',
    entry: 'Upload dropped to 2.1 Mbit/s for 4 seconds',
    level: 'WARN' as const,
    timestamp: '2026-11-22T10:41:12Z',
  },
  {
    id: '3',
    entry: 'Lost the RTMP connection; reconnecting',
    level: 'ERROR' as const,
    timestamp: '2026-11-22T10:41:15Z',
  },
];

export const Logs: Story = {
  render: () => (
    <EncoderLogsView
      encoder={demoEncoders[0]!}
      level="INFO"
      entries={logEntries}
      {...listArgs}
      onLevelChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Lowest level/ })).toHaveTextContent('Info');
    await expect(
      canvas.getByRole('rowheader', { name: 'Lost the RTMP connection; reconnecting' }),
    ).toBeVisible();
  },
};

export const LogsEmpty: Story = {
  render: () => (
    <EncoderLogsView
      encoder={demoEncoders[0]!}
      level="ERROR"
      entries={[]}
      {...listArgs}
      onLevelChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No log entries')).toBeVisible();
  },
};

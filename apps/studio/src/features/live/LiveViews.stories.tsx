import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { memoryAddress } from '../../app/address';
import { withStudioI18n } from '../../storybook/withStudio';
import type { GoLiveChoices, GoLiveValues } from './go-live';
import type {
  RtmpDestinationDraft,
  SocialDestinationDraft,
} from './destinations/destination-drafts';
import { NO_DESTINATION_NAMES } from './content-destinations';
import { ContentDestinationsView } from './ContentDestinationsView';
import { FinishedDestinationActions } from './FinishedDestinationActions';
import { GoLiveView, type GoLiveViewProps } from './GoLiveView';
import { UploaderView, type UploaderViewProps } from './UploaderView';
import { UploaderSuccessPage } from './UploaderPages';
import { WatchView } from './WatchView';

/** The demo organisation's choices, from the contract's examples. */
export const demoChoices: GoLiveChoices = {
  encoders: [
    fixture('Encoder'),
    fixture('Encoder', {
      uuid: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a02',
      name: 'Youth Room Laptop',
      serialNumber: 'SW-3f9a-77c1-b2e4',
      type: 'software',
      online: false,
    }),
  ],
  encoderChannels: [fixture('EncoderChannel')],
  presets: [fixture('EncoderPreset')],
  webChannels: [fixture('WebChannel')],
  destinationGroups: [fixture('DestinationGroup')],
  regions: fixture('DestinationGroupChoices'),
  rtmpDestinations: [
    { uuid: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01', name: 'Vimeo backup' },
    { uuid: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02', name: 'Campus relay' },
  ],
  socialChannels: [
    {
      id: '104233118812345',
      name: 'Riverside Community Church',
      destinationType: 'FACEBOOK',
      sandbox: true,
    },
    {
      id: 'UC4f1c2a7e8b3d4c559a61',
      name: 'Riverside TV',
      destinationType: 'YOUTUBE',
      sandbox: true,
    },
  ],
};

const chosen: GoLiveValues = {
  name: 'Midweek Prayer',
  encoderId: demoChoices.encoders[0]!.uuid,
  encoderChannelId: demoChoices.encoderChannels[0]!.uuid,
  presetId: '',
  webChannelIds: [demoChoices.webChannels[0]!.uuid],
  drafts: [],
  destinationGroupId: '',
};

const vimeo: RtmpDestinationDraft = {
  kind: 'rtmp',
  key: 'rtmp-1',
  rtmpDestinationId: demoChoices.rtmpDestinations[0]!.uuid,
};
const facebook: SocialDestinationDraft = {
  kind: 'social',
  key: 'social-1',
  destinationType: 'FACEBOOK',
  channelId: demoChoices.socialChannels[0]!.id,
  title: 'Midweek Prayer',
  description: 'Join us live from the main sanctuary.',
  privacy: 'public',
  publishStatus: 'published',
};

const goLiveArgs: GoLiveViewProps = {
  choices: demoChoices,
  values: chosen,
  fieldErrors: {},
  formError: null,
  phase: { kind: 'choosing', isPreparing: false },
  watchLinks: [
    {
      channelId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
      name: 'Main Web Channel',
      url: 'https://studio.example/embed/rvs-main-7k2q',
    },
  ],
  onChange: fn(),
  onSubmit: fn(),
  onConfirm: fn(),
  onCancel: fn(),
  onRetry: fn(),
  onStartOver: fn(),
};

const meta = {
  title: 'Studio/Live/Views',
  // The demo data is shared with the journeys, not a story of its own.
  excludeStories: /^demo/,
  decorators: [withStudioI18n],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choices: encoder (with its connection), channel, preset or automatic, web channels. */
export const GoLiveChoosing: Story = {
  render: () => <GoLiveView {...goLiveArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Encoder preset/ })).toHaveTextContent(
      'Automatic settings',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Main Web Channel' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Live' }));
    await expect(goLiveArgs.onSubmit).toHaveBeenCalled();
  },
};

/**
 * Under the choices, every live event's destinations (here one that ended): after a reload the
 * attempt is gone, and its destinations are still within reach.
 */
export const GoLiveChoosingWithRecentDestinations: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      recentDestinations={
        <ContentDestinationsView
          title="Recent content destinations"
          showsEvent
          destinations={[
            fixture('ContentDestination', {
              title: 'Main Web Channel',
              eventName: 'Sunday 9am Service',
              status: 'stopped',
            }),
          ]}
          names={NO_DESTINATION_NAMES}
          sort="desc.start_time"
          hasMore={false}
          isLoadingMore={false}
          onSortChange={fn()}
          onLoadMore={fn()}
          renderActions={() => (
            <FinishedDestinationActions
              name="Main Web Channel"
              pending={null}
              onDownload={fn()}
              onArchive={fn()}
            />
          )}
        />
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole('table', { name: 'Recent content destinations' });
    const row = within(
      within(recent).getByRole('rowheader', { name: 'Main Web Channel' }).closest('tr')!,
    );
    // Each row says which live event it belongs to.
    await expect(row.getByText('Sunday 9am Service')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Archive Main Web Channel' })).toBeVisible();
    // The form comes first: the list is below what the page is for.
    const goLive = canvas.getByRole('button', { name: 'Go Live' });
    await expect(
      goLive.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const GoLiveLoading: Story = {
  render: () => <GoLiveView {...goLiveArgs} choices={null} />,
};

export const GoLiveNoEncoders: Story = {
  render: () => <GoLiveView {...goLiveArgs} choices={{ ...demoChoices, encoders: [] }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no encoder to go live with/)).toBeVisible();
  },
};

export const GoLiveMissingChoices: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      values={{ ...chosen, name: '', encoderId: '', encoderChannelId: '', webChannelIds: [] }}
      fieldErrors={{
        name: 'nameRequired',
        encoderId: 'encoderRequired',
        encoderChannelId: 'encoderChannelRequired',
        destinations: 'destinationRequired',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Choose an encoder.').length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('Add at least one content destination.').length,
    ).toBeGreaterThan(0);
  },
};

/**
 * Besides web channels, a custom RTMP destination and a social channel: added from the keyboard,
 * the new row takes the focus, the social row is titled after the event.
 */
export const GoLiveWithRtmpAndSocial: Story = {
  render: function Render() {
    const [values, setValues] = useState<GoLiveValues>(chosen);
    return (
      <GoLiveView
        {...goLiveArgs}
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows arrive in a chunk of their own.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add a custom RTMP destination' }),
    );
    const rtmp = canvas.getByRole('combobox', { name: /^Custom RTMP destination/ });
    await expect(rtmp).toHaveFocus();
    await userEvent.selectOptions(rtmp, 'Vimeo backup');
    canvas.getByRole('button', { name: 'Add a social destination' }).focus();
    await userEvent.keyboard('{Enter}');
    const channel = canvas.getByRole('combobox', { name: /^Page or channel/ });
    await expect(channel).toHaveFocus();
    await userEvent.selectOptions(channel, 'Riverside TV (Sandbox) · YouTube');
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Midweek Prayer');
    await expect(canvas.getByRole('combobox', { name: /^Privacy/ })).toHaveValue('public');
    await expect(canvas.getByRole('combobox', { name: /^Publish status/ })).toHaveValue(
      'published',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove custom RTMP destination 1' }));
    await expect(canvas.queryByRole('combobox', { name: /^Custom RTMP destination/ })).toBeNull();
  },
};

/** A destination group filled its destinations; they stay visible and editable. */
export const GoLiveFilledByGroup: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      values={{
        ...chosen,
        destinationGroupId: demoChoices.destinationGroups[0]!.uuid,
        drafts: [vimeo, { ...facebook, description: '' }],
      }}
      groupNotice={{ groupName: 'Sunday Everywhere', alreadyThere: ['Main Web Channel'] }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Custom RTMP destination 1' });
    // The group field arrives in a chunk of its own, as the rows do.
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sunday Everywhere filled in its destinations. Already a destination, not added twice: Main Web Channel.',
    );
    await expect(canvas.getByRole('combobox', { name: /^Custom RTMP destination/ })).toHaveValue(
      vimeo.rtmpDestinationId,
    );
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toBeEnabled();
  },
};

/** The same custom RTMP destination twice, and a social row missing what section 5 needs. */
export const GoLiveDuplicateRefused: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      values={{
        ...chosen,
        drafts: [vimeo, { ...vimeo, key: 'rtmp-2' }, { ...facebook, title: 'Live <now>' }],
      }}
      destinationErrors={{
        'rtmp-2': { rtmpDestinationId: 'rtmpDuplicate' },
        'social-1': { title: 'titleAngleBrackets' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Custom RTMP destination 2' });
    await expect(
      canvas.getAllByText('This custom RTMP destination is already a destination.').length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByText('The title cannot contain < or >.').length).toBeGreaterThan(0);
  },
};

/** A web channel in another region than the encoder channel: a warning, going live still allowed. */
export const GoLiveRegionWarning: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      regionWarnings={[
        { channel: 'Main Web Channel', webRegion: 'Europe', encoderRegion: 'North America' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Main Web Channel is in Europe and the encoder channel in North America/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Live' })).toBeEnabled();
  },
};

export const GoLiveScheduledSoon: Story = {
  render: () => <GoLiveView {...goLiveArgs} phase={{ kind: 'confirmingScheduledEvent' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('within the next hour');
    await userEvent.click(canvas.getByRole('button', { name: 'Go live anyway' }));
    await expect(goLiveArgs.onConfirm).toHaveBeenCalled();
  },
};

/** The encoder runs for another event: asked first, going live force-stops it. */
export const GoLiveEncoderBusy: Story = {
  render: () => <GoLiveView {...goLiveArgs} phase={{ kind: 'confirmingEncoderConflict' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('must be stopped before Go Live');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(goLiveArgs.onCancel).toHaveBeenCalled();
  },
};

export const GoLiveStartingEncoder: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      phase={{ kind: 'goingLive', step: 'startingEncoder', waitState: 'ENCODER_START_WAIT' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Starting the encoder…');
    await expect(canvas.getByRole('list', { name: 'Going live' })).toBeVisible();
  },
};

export const GoLiveStartingLiveEvent: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      phase={{ kind: 'goingLive', step: 'startingLiveEvent', waitState: 'ENCODER_START_WAIT' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Starting the live event may take a few minutes.'),
    ).toBeVisible();
  },
};

/** Live: the link to the web channel's watch page. */
export const GoLiveLive: Story = {
  render: () => <GoLiveView {...goLiveArgs} phase={{ kind: 'live' }} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Open the watch page of Main Web Channel',
      }),
    ).toHaveAttribute('href', 'https://studio.example/embed/rvs-main-7k2q');
  },
};

export const GoLiveFailed: Story = {
  render: () => (
    <GoLiveView
      {...goLiveArgs}
      phase={{ kind: 'failed', error: 'The encoder did not connect to the ingest.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The encoder failed to start.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(goLiveArgs.onRetry).toHaveBeenCalled();
  },
};

export const GoLiveTimedOut: Story = {
  render: () => <GoLiveView {...goLiveArgs} phase={{ kind: 'timedOut', error: null }} />,
};

export const GoLiveNotExist: Story = {
  render: () => <GoLiveView {...goLiveArgs} phase={{ kind: 'notExist', error: null }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const GoLiveSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <GoLiveView {...goLiveArgs} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Ir en directo' }),
    ).toBeVisible();
  },
};

const offlineConfig = fixture('PlayerConfig', { liveStatus: 'OFFLINE', sources: [] });

export const WatchLoading: Story = {
  render: () => <WatchView state={{ kind: 'loading' }} onRetry={fn()} />,
};

export const WatchOffline: Story = {
  render: () => <WatchView state={{ kind: 'ready', config: offlineConfig }} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    // Offline with nothing to play: the page says the stream starts here (WatchPage re-reads
    // the configuration meanwhile), not that the browser cannot play it.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The stream is offline. It starts here as soon as it goes live.',
    );
  },
};

export const WatchNotFound: Story = {
  render: () => <WatchView state={{ kind: 'notFound' }} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This stream does not exist.')).toBeVisible();
  },
};

export const WatchFailed: Story = {
  render: () => <WatchView state={{ kind: 'failed' }} onRetry={fn()} />,
};

const uploaderArgs: UploaderViewProps = {
  mode: 'register',
  deviceId: '3f9a-77c1-b2e4',
  values: { username: 'admin@riverside.example', password: '', name: 'Youth Room Laptop' },
  fieldErrors: {},
  refusal: null,
  isSubmitting: false,
  done: null,
  onChange: fn(),
  onSubmit: fn(),
};

/** The address the encoder printed: its device identifier and its computer's name filled in. */
export const Uploader: Story = {
  render: () => <UploaderView {...uploaderArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3f9a-77c1-b2e4')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Sunday#2026');
    await expect(uploaderArgs.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(uploaderArgs.onSubmit).toHaveBeenCalled();
  },
};

export const UploaderMissingDevice: Story = {
  render: () => <UploaderView {...uploaderArgs} deviceId="" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'without a device identifier',
    );
  },
};

export const UploaderDuplicateName: Story = {
  render: () => <UploaderView {...uploaderArgs} fieldErrors={{ name: 'duplicateName' }} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText(
        'An encoder with this name already exists. Choose another name.',
      ).length,
    ).toBeGreaterThan(0);
  },
};

export const UploaderNoLicence: Story = {
  render: () => <UploaderView {...uploaderArgs} refusal="noLicence" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/No software encoder licence is available/),
    ).toBeVisible();
  },
};

export const UploaderInsufficientPermissions: Story = {
  render: () => <UploaderView {...uploaderArgs} refusal="insufficientPermissions" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Registering a software encoder needs Organization Admin permission.',
      ),
    ).toBeVisible();
  },
};

export const UploaderSuccess: Story = {
  render: () => (
    <UploaderSuccessPage
      params={{}}
      address={memoryAddress('/uploader/success?name=Youth%20Room%20Laptop')}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '“Youth Room Laptop” is registered.',
    );
  },
};

export const Unregister: Story = {
  render: () => <UploaderView {...uploaderArgs} mode="unregister" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox', { name: /Encoder name/ })).toBeNull();
  },
};

export const UploaderSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <UploaderView {...uploaderArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Registrar' })).toBeVisible();
  },
};

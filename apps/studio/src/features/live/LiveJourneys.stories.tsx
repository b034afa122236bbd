import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { demoEncoders } from '../encoders/EncoderViews.stories';
import { demoChoices } from './LiveViews.stories';

const api = mockHttp();
/** The demo encoder's state as the mock server keeps it: a start moves it to STARTED. */
let encoderState: 'STOPPED' | 'STARTED' = 'STOPPED';
const goLiveId = '0e2a4c60-8d1f-4b3a-9e5c-7f9b1d3f5a01';
/** What the last Go Live asked for, as the mock server received it. */
let lastGoLiveRequest: { contentDestinations?: Array<Record<string, unknown>> } | null = null;

/** The demo organisation's encoders and channels, a stopped encoder, and a go live that works. */
const live = [
  api.v3.get('/customers/{customerId}/encoders', ({ response }) =>
    response(200).json(demoEncoders),
  ),
  api.v3.get('/customers/{customerId}/encoders/{encoderId}', ({ params, response }) =>
    response(200).json(
      demoEncoders.find((encoder) => encoder.uuid === params.encoderId) ?? demoEncoders[0]!,
    ),
  ),
  api.v3.get('/customers/{customerId}/encoders/{encoderId}/status', ({ params, response }) =>
    response(200).json(
      fixture('EncoderStatus', {
        uuid: params.encoderId,
        state: encoderState,
        liveStatus: encoderState === 'STARTED' ? 'LIVE' : 'STOPPED',
        eventId: null,
      }),
    ),
  ),
  api.v3.post('/customers/{customerId}/encoders/{encoderId}/start', ({ response }) => {
    encoderState = 'STARTED';
    return response(202).json(fixture('ActionAccepted'));
  }),
  api.v3.get('/customers/{customerId}/eventprofiles', ({ response }) =>
    response(200).json(demoChoices.encoderChannels),
  ),
  api.v3.get('/customers/{customerId}/webeventprofiles', ({ response }) =>
    response(200).json(demoChoices.webChannels),
  ),
  api.v3.get('/customers/{customerId}/encoderprofiles', ({ response }) =>
    response(200).json(demoChoices.presets),
  ),
  api.v3.get('/customers/{customerId}/destinationgroups', ({ response }) =>
    response(200).json(demoChoices.destinationGroups),
  ),
  api.v3.get('/customers/{customerId}/events', ({ response }) => response(200).json([])),
  api.v4.post('/customers/{customerId}/golive', async ({ request, response }) => {
    lastGoLiveRequest = (await request.clone().json()) as typeof lastGoLiveRequest;
    return response(202).json({
      id: goLiveId,
      state: 'SCHEDULE_CREATE_WAIT',
      eventId: null,
      error: null,
    });
  }),
  api.v4.get('/customers/{customerId}/golive/{id}', ({ response }) =>
    response(200).json({
      id: goLiveId,
      state: 'SCHEDULE_CREATED',
      eventId: '2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c01',
      error: null,
    }),
  ),
];

/** Encoders and Go Live inside the whole studio (MSW). */
const meta = {
  title: 'Studio/Live/Journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...live, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** From the settings hub to an encoder, which starts when asked (the encoder machine). */
export const StartAnEncoder: Story = {
  beforeEach: () => {
    encoderState = 'STOPPED';
  },
  render: () => <StudioApp path="/settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Open Encoders' }, timeout));
    await userEvent.click(
      await canvas.findByRole('rowheader', { name: 'Main Sanctuary' }, timeout),
    );
    const toolbar = await canvas.findByRole('toolbar', { name: 'Encoder commands' }, timeout);
    // The encoder's reported status has arrived: its state and its live status both read Stopped.
    await waitFor(() => expect(canvas.queryAllByText('Stopped')).toHaveLength(2), timeout);
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Start' }, timeout));
    await expect(
      await within(toolbar).findByRole('button', { name: 'Stop' }, timeout),
    ).toBeVisible();
  },
};

/**
 * Go Live with the demo encoder and web channel: the steps, then the link to the watch page.
 * The live event's state is read every 5 seconds (section 9), so this story waits once.
 */
export const GoLive: Story = {
  render: () => <StudioApp path="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go Live' }, timeout));
    await userEvent.click(await canvas.findByRole('button', { name: /Encoder$/ }, timeout));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: /Main Sanctuary/ }, timeout));
    // The organisation's one web channel is chosen for the person.
    await expect(canvas.getByRole('checkbox', { name: 'Main Web Channel' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Live' }));
    await expect(await canvas.findByRole('list', { name: 'Going live' }, timeout)).toBeVisible();
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Open the watch page of Main Web Channel' },
        { timeout: 15000 },
      ),
    ).toBeVisible();
  },
};

/**
 * A destination group fills Go Live: its custom RTMP destination and its social page join the web
 * channel as rows the person can still change; the social row needs its description; the request
 * carries all three.
 */
export const GoLiveFilledByGroup: Story = {
  beforeEach: () => {
    lastGoLiveRequest = null;
  },
  render: () => <StudioApp path="/go-live" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Encoder$/ }, timeout));
    await userEvent.click(await body.findByRole('option', { name: /Main Sanctuary/ }, timeout));
    await userEvent.click(
      await canvas.findByRole('button', { name: /Fill from a destination group/ }, timeout),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Sunday Everywhere' }, timeout));
    await expect(
      await canvas.findByText(/Sunday Everywhere filled in its destinations/, {}, timeout),
    ).toBeVisible();
    const social = within(
      await canvas.findByRole('group', { name: 'Social destination 1' }, timeout),
    );
    await expect(social.getByRole('textbox', { name: /^Title/ })).toHaveValue('Live now');
    await userEvent.click(canvas.getByRole('button', { name: 'Go Live' }));
    // The description is the person's to write: refused on its field, nothing sent.
    await expect(
      (await canvas.findAllByText('Description is required.', {}, timeout)).length,
    ).toBeGreaterThan(0);
    await expect(lastGoLiveRequest).toBeNull();
    await userEvent.type(
      social.getByRole('textbox', { name: /^Description/ }),
      'Join us live from the sanctuary.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go Live' }));
    await expect(await canvas.findByRole('list', { name: 'Going live' }, timeout)).toBeVisible();
    await waitFor(() => expect(lastGoLiveRequest).not.toBeNull(), timeout);
    await expect(lastGoLiveRequest?.contentDestinations?.map((item) => item.type)).toEqual([
      'EMBED',
      'RTMP',
      'FACEBOOK',
    ]);
  },
};

/** The Video Review user has no Go Live: not in the navigation, and its address is refused. */
export const VideoReviewHasNoGoLive: Story = {
  render: () => <StudioApp path="/go-live" />,
  parameters: { msw: { handlers: [signedInAs(['campusReview']), ...live, ...exampleHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go Live' })).toBeNull();
  },
};

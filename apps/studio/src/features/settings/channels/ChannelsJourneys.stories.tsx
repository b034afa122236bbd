import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { errorResponse, exampleHandlers, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../../storybook/StudioApp';
import { demoEncoderChannels, demoRegions, demoWebChannels } from './channel-fixtures';

const api = mockHttp();
const answers = [
  api.v3.get('/regions', ({ response }) => response(200).json(demoRegions)),
  api.v3.get('/customers/{customerId}/webeventprofiles', ({ response }) =>
    response(200).json(demoWebChannels),
  ),
  api.v3.get('/customers/{customerId}/eventprofiles', ({ response }) =>
    response(200).json(demoEncoderChannels),
  ),
];
const main = demoWebChannels[0]!;

/** The channel pages inside the whole studio, on the contract's answers (MSW). */
const meta = {
  title: 'Studio/Settings/Channels journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...answers, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** The admin opens Settings, then Web channels from its card, then a channel to share it. */
export const HubToWebChannel: Story = {
  render: () => <StudioApp path="/settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Open Web channels' }, timeout));
    await userEvent.click(await canvas.findByRole('link', { name: 'Main Web Channel' }, timeout));
    const code = await canvas.findByRole('textbox', { name: 'Embed code' }, timeout);
    await expect((code as HTMLTextAreaElement).value).toContain('/embed/rvs-main-7k2q');
  },
};

/** The encoder channels' card leads to their list. */
export const HubToEncoderChannels: Story = {
  render: () => <StudioApp path="/settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Open Encoder channels' }, timeout),
    );
    await expect(
      await canvas.findByRole('rowheader', { name: 'North Campus LAN' }, timeout),
    ).toBeVisible();
  },
};

/** Video Review may not manage channels: the address shows the 401 page. */
export const VideoReviewForbidden: Story = {
  render: () => <StudioApp path="/settings/web-channels" />,
  parameters: {
    msw: { handlers: [signedInAs(['campusReview']), ...answers, ...exampleHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
  },
};

/** Another organisation's channel, or one removed meanwhile: "Resource does not exist." */
export const ChannelMissing: Story = {
  render: () => <StudioApp path={`/settings/web-channels/${main.uuid}`} />,
  parameters: {
    msw: {
      handlers: [
        api.v3.get('/customers/{customerId}/webeventprofiles/{id}', () =>
          errorResponse(404, 'NOT_FOUND', 'Resource does not exist.'),
        ),
        ...answers,
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Resource does not exist.' },
        timeout,
      ),
    ).toBeVisible();
  },
};

/** Remove, confirmed: the list again without the channel, and the announcement. */
export const RemoveFromDetails: Story = {
  render: () => <StudioApp path={`/settings/web-channels/${main.uuid}`} />,
  parameters: {
    msw: {
      handlers: (() => {
        let removed = false;
        return [
          api.v3.delete('/customers/{customerId}/webeventprofiles/{id}', () => {
            removed = true;
            return new HttpResponse(null, { status: 204 }) as never;
          }),
          api.v3.get('/customers/{customerId}/webeventprofiles', ({ response }) =>
            response(200).json(
              removed
                ? demoWebChannels.filter((channel) => channel.uuid !== main.uuid)
                : demoWebChannels,
            ),
          ),
          ...answers,
          ...exampleHandlers(),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove' }, timeout));
    const dialog = await page.findByRole('alertdialog', { name: 'Remove Main Web Channel?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(
      await page.findByText('Web channel “Main Web Channel” removed.', undefined, timeout),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Youth Nights' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Main Web Channel' })).toBeNull();
  },
};

const retentionField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: /^Delete recordings after/ }, timeout);

/**
 * A new encoder channel starts from the organisation's recording retention (Library Settings:
 * 12 days here), which the admin may change or clear to keep recordings.
 */
export const NewEncoderChannelStartsFromLibraryRetention: Story = {
  render: () => <StudioApp path="/settings/encoder-channels/create" />,
  parameters: {
    msw: {
      handlers: [
        api.v3.get('/customers/{customerId}/librarysettings', ({ response }) =>
          response(200).json({
            storageUsedTb: 0.4,
            storageAllowanceTb: 7,
            deleteAfterDays: 12,
            deleteAfterMaxDays: 30,
            autosaveDefault: true,
            defaultPlayerProfileId: null,
            updatedAt: '2026-11-22T00:00:00Z',
          }),
        ),
        ...answers,
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await retentionField(canvasElement)).toHaveValue('12');
  },
};

/** Someone who manages channels but may not read Library Settings starts with recordings kept. */
export const NewEncoderChannelWithoutLibrarySettings: Story = {
  render: () => <StudioApp path="/settings/encoder-channels/create" />,
  parameters: {
    msw: {
      handlers: [
        api.v3.get('/customers/{customerId}/librarysettings', () =>
          errorResponse(
            403,
            'FORBIDDEN',
            'Your account has insufficient permissions to access this resource.',
          ),
        ),
        ...answers,
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await retentionField(canvasElement)).toHaveValue('');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleHandlers, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../../storybook/StudioApp';
import { demoSocialAccounts, demoSocialChannels } from './SocialMediaView.stories';

const api = mockHttp();
/** The organisation's accounts as the server keeps them: removing one takes it off the list. */
function socialHandlers() {
  let accounts = [...demoSocialAccounts];
  return [
    api.v4.get('/customers/{customerId}/social/accounts', ({ response }) =>
      response(200).json(accounts),
    ),
    api.v4.get('/customers/{customerId}/social/accounts/{id}/channels', ({ params, response }) =>
      response(200).json(demoSocialChannels[params.id] ?? []),
    ),
    api.v4.delete('/customers/{customerId}/social/accounts/{id}', ({ params, response }) => {
      accounts = accounts.filter((account) => account.uuid !== params.id);
      return response(204).empty();
    }),
  ];
}

/** Social media inside the whole studio (MSW): from the hub, remove an account. */
const meta = {
  title: 'Studio/Settings/Social media journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...socialHandlers(), ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** The event admin opens Social media from the hub, sees the links and removes the channel. */
export const HubToRemoval: Story = {
  render: () => <StudioApp path="/settings" />,
  parameters: {
    msw: { handlers: [signedInAs(['eventAdmin']), ...socialHandlers(), ...exampleHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Open Social media' }, timeout));
    const channel = await canvas.findByRole('region', { name: 'Riverside Church TV' }, timeout);
    await expect(within(channel).getByText('Sandbox')).toBeVisible();
    await userEvent.click(within(channel).getByRole('button', { name: 'Remove' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Riverside Church TV?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(
      await body.findByText('“Riverside Church TV” was removed.', {}, timeout),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('region', { name: 'Riverside Church TV' })).toBeNull(),
      timeout,
    );
    await expect(canvas.getByRole('region', { name: 'Riverside Media Team' })).toBeVisible();
  },
};

/** A Media Library Admin has no manageSocialMedia: the hub offers no Social media card. */
export const LibraryAdminWithoutSocialMedia: Story = {
  render: () => <StudioApp path="/settings" />,
  parameters: {
    msw: {
      handlers: [signedInAs(['mediaLibraryAdmin']), ...socialHandlers(), ...exampleHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Open Organization' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open Social media' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { errorResponse, exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { capabilitiesForRoles, type Role } from '@studio/domain';
import { StudioApp } from '../../../storybook/StudioApp';
import { demoProfiles } from './PlayerProfilesView.stories';

const api = mockHttp();
const profilesAnswer = api.v3.get('/customers/{customerId}/configs/list', ({ response }) =>
  response(200).json(demoProfiles),
);
const website = fixture('PlayerProfile');

/** The person of the contract's example with a role's own capabilities (the route needs one). */
const signedInWith = (roles: Role[]) =>
  http.get('/api/v2/users/me', () =>
    HttpResponse.json(fixture('CurrentUser', { roles, capabilities: capabilitiesForRoles(roles) })),
  );

/** The player profile pages inside the whole studio, on the contract's answers (MSW). */
const meta = {
  title: 'Studio/Settings/Player profiles journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [signedInWith(['customerAdmin']), profilesAnswer, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** The admin opens Player profiles from the settings hub, then a profile from the list. */
export const HubToProfile: Story = {
  render: () => <StudioApp path="/settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Open Player profiles' }, timeout),
    );
    await userEvent.click(
      within(await canvas.findByRole('rowheader', { name: 'Website default' }, timeout)).getByRole(
        'link',
      ),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Website default' }, timeout),
    ).toBeVisible();
  },
};

/** Encoder Control has no player config capability: no card, and the address shows the 401 page. */
export const EncoderControlForbidden: Story = {
  render: () => <StudioApp path="/settings/player-profiles" />,
  parameters: {
    msw: { handlers: [signedInWith(['controlEncoder']), profilesAnswer, ...exampleHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
  },
};

/** The list's first read fails: the fallback inside the shell; Retry reads again. */
export const ListFailsThenRetries: Story = {
  render: () => <StudioApp path="/settings/player-profiles" />,
  parameters: {
    msw: {
      handlers: (() => {
        let reads = 0;
        return [
          signedInWith(['customerAdmin']),
          api.v3.get('/customers/{customerId}/configs/list', ({ response }) => {
            reads += 1;
            return reads === 1
              ? errorResponse(500, 'INTERNAL_ERROR', 'Boom.')
              : response(200).json(demoProfiles);
          }),
          ...exampleHandlers(),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, timeout));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Sermon archive' }, timeout),
    ).toBeVisible();
  },
};

/** Another organisation's profile, or one deleted meanwhile: "Resource does not exist." */
export const ProfileMissing: Story = {
  render: () => <StudioApp path={`/settings/player-profiles/${website.uuid}`} />,
  parameters: {
    msw: {
      handlers: [
        signedInWith(['customerAdmin']),
        api.v3.get('/customers/{customerId}/configs/{id}', () =>
          errorResponse(404, 'NOT_FOUND', 'Resource does not exist.'),
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Resource does not exist.' }, timeout),
    ).toBeVisible();
  },
};

/** The built-in background mode opens from the list without a read of its own. */
export const BackgroundModeEntry: Story = {
  render: () => <StudioApp path="/settings/player-profiles/background-mode" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Background mode' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** Delete, confirmed: the list again, without the profile, and the announcement. */
export const DeleteFromDetails: Story = {
  render: () => <StudioApp path={`/settings/player-profiles/${website.uuid}`} />,
  parameters: {
    msw: {
      handlers: (() => {
        let deleted = false;
        return [
          signedInWith(['customerAdmin']),
          api.v3.delete('/customers/{customerId}/configs/{id}', () => {
            deleted = true;
            return new HttpResponse(null, { status: 204 }) as never;
          }),
          api.v3.get('/customers/{customerId}/configs/list', ({ response }) =>
            response(200).json(
              deleted
                ? demoProfiles.filter((profile) => profile.uuid !== website.uuid)
                : demoProfiles,
            ),
          ),
          ...exampleHandlers(),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, timeout));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Website default?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await page.findByText('Player profile “Website default” deleted.', undefined, timeout),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Sermon archive' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Website default' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { errorResponse, exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { demoPresets } from './WebPresetsView.stories';

const api = mockHttp();
const presetsAnswer = api.v3.get('/customers/{customerId}/webencoderprofiles', ({ response }) =>
  response(200).json(demoPresets),
);
const spanish = fixture('WebPreset');

/** The settings pages inside the whole studio, on the contract's answers (MSW). */
const meta = {
  title: 'Studio/Settings/Journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [presetsAnswer, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 15_000 };

/** The admin opens Settings from the navigation, then Web presets from its card. */
export const HubToList: Story = {
  render: () => <StudioApp path="/settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Settings' }, timeout),
    ).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Open Web presets' }));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Chapel SDI feed (interlaced)' }, timeout),
    ).toBeVisible();
  },
};

/** Video Review may use no settings area: no Settings entry, and the address shows the 401 page. */
export const VideoReviewForbidden: Story = {
  render: () => <StudioApp path="/settings/web-presets" />,
  parameters: {
    msw: { handlers: [signedInAs(['campusReview']), presetsAnswer, ...exampleHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).queryByRole('link', { name: 'Settings' })).toBeNull();
  },
};

/** The list's first read fails: the fallback inside the shell; Retry reads again. */
export const ListFailsThenRetries: Story = {
  render: () => <StudioApp path="/settings/web-presets" />,
  parameters: {
    msw: {
      handlers: (() => {
        let reads = 0;
        return [
          api.v3.get('/customers/{customerId}/webencoderprofiles', ({ response }) => {
            reads += 1;
            return reads === 1
              ? errorResponse(500, 'INTERNAL_ERROR', 'Boom.')
              : response(200).json(demoPresets);
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
      await canvas.findByRole('rowheader', { name: 'Balcony camera' }, timeout),
    ).toBeVisible();
  },
};

/** Another organisation's preset, or one deleted meanwhile: "Resource does not exist." */
export const PresetMissing: Story = {
  render: () => <StudioApp path={`/settings/web-presets/${spanish.uuid}`} />,
  parameters: {
    msw: {
      handlers: [
        api.v3.get('/customers/{customerId}/webencoderprofiles/{id}', () =>
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

/** Delete, confirmed: the list again, without the preset, and the announcement. */
export const DeleteFromDetails: Story = {
  render: () => <StudioApp path={`/settings/web-presets/${spanish.uuid}`} />,
  parameters: {
    msw: {
      handlers: (() => {
        let deleted = false;
        return [
          api.v3.delete('/customers/{customerId}/webencoderprofiles/{id}', () => {
            deleted = true;
            return new HttpResponse(null, { status: 204 }) as never;
          }),
          api.v3.get('/customers/{customerId}/webencoderprofiles', ({ response }) =>
            response(200).json(
              deleted ? demoPresets.filter((preset) => preset.uuid !== spanish.uuid) : demoPresets,
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
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Delete Spanish translation?' },
      timeout,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await page.findByText('Web preset “Spanish translation” deleted.', undefined, timeout),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Balcony camera' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Spanish translation' })).toBeNull();
  },
};

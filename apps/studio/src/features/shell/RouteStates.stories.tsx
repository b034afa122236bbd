import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FEATURE_ROUTES } from '../../app/feature-registry';
import { navigationFor } from '../../app/feature-route';
import { withStudioI18n } from '../../storybook/withStudio';
import { RouteFailureView } from '../errors/RouteFailureView';
import { RoutePendingView } from './RoutePendingView';
import { ShellView } from './ShellView';

/**
 * What a route shows inside the shell while it loads and when its load fails: the shell (header,
 * navigation) always stays. The whole app reaches these states in Studio/App.
 */
const meta = {
  title: 'Studio/Shell/Route states',
  component: ShellView,
  decorators: [withStudioI18n],
  parameters: { layout: 'fullscreen' },
  args: {
    displayName: 'Dana Whitfield',
    organisationName: 'Riverside Community',
    entries: navigationFor(FEATURE_ROUTES, {
      roles: ['customerAdmin'],
      capabilities: [],
      plans: null,
    }),
    currentId: 'dashboard',
    onSignOut: fn(),
    children: null,
  },
} satisfies Meta<typeof ShellView>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectShell = async (canvasElement: HTMLElement) =>
  expect(within(canvasElement).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

export const Pending: Story = {
  args: { children: <RoutePendingView label="Loading page…" /> },
  play: async ({ canvasElement }) => {
    await expectShell(canvasElement);
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const RecordMissing: Story = {
  args: { children: <RouteFailureView status={404} isSupportedBrowser onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    await expectShell(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Resource does not exist.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
  },
};

export const RecordForbidden: Story = {
  args: { children: <RouteFailureView status={403} isSupportedBrowser onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    await expectShell(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Not authorized' }),
    ).toBeVisible();
  },
};

const retry = fn();

export const LoadFailed: Story = {
  args: { children: <RouteFailureView status={500} isSupportedBrowser onRetry={retry} /> },
  play: async ({ canvasElement }) => {
    await expectShell(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    retry.mockClear();
    const button = canvas.getByRole('button', { name: 'Retry' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** No answer at all (a dropped connection) is a failure worth retrying too. */
export const NoAnswer: Story = {
  args: { children: <RouteFailureView status={undefined} isSupportedBrowser onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const LoadFailedSpanish: Story = {
  ...LoadFailed,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Navegación principal' }),
    ).toBeVisible();
  },
};

export const RecordMissingSpanish: Story = {
  ...RecordMissing,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'El recurso no existe.' }),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { SocialRedirectView } from './SocialRedirectView';

const meta = {
  title: 'Studio/Settings/SocialRedirectView',
  component: SocialRedirectView,
  decorators: [withStudioI18n],
  args: { failure: null },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SocialRedirectView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finishing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Finishing the link…',
    );
  },
};

export const AccessDenied: Story = {
  args: { failure: { code: 'SOCIAL_ACCESS_DENIED' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access to the account was denied.');
    await expect(canvas.getByRole('link', { name: 'Back to social media' })).toHaveAttribute(
      'href',
      '/settings/social-media',
    );
  },
};

export const ErrorWithCode: Story = {
  args: { failure: { code: 'SOCIAL_PROVIDER_ERROR', providerCode: '190' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The social network answered with error code 190.',
    );
  },
};

export const AlreadyLinked: Story = {
  args: { failure: { code: 'SOCIAL_ALREADY_LINKED' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This account is already linked.',
    );
  },
};

export const NoChannel: Story = { args: { failure: { code: 'SOCIAL_NO_CHANNEL' } } };
export const ChannelMismatch: Story = { args: { failure: { code: 'SOCIAL_CHANNEL_MISMATCH' } } };
export const RenewalWithAnotherAccount: Story = {
  args: { failure: { code: 'SOCIAL_ACCOUNT_MISMATCH' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Renew with the same account that was linked.',
    );
  },
};
export const GrantError: Story = { args: { failure: { code: 'SOCIAL_GRANT_INVALID' } } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { failure: { code: 'SOCIAL_ACCESS_DENIED' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Se denegó el acceso a la cuenta.',
    );
  },
};

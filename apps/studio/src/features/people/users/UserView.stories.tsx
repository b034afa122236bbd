import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoEncoderChannels, demoUsers } from './fixtures';
import { UserView } from './UserView';

const [admin, eventAdmin] = demoUsers;

const meta = {
  title: 'Studio/People/UserView',
  component: UserView,
  decorators: [withStudioI18n],
  args: {
    record: { user: eventAdmin!, encoderChannels: demoEncoderChannels },
    onRemove: fn(async () => undefined),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof UserView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Event Admin limited to one channel: the permission groups as the user screen lists them. */
export const EventAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Manage Users').nextElementSibling).toHaveTextContent(
      'Not allowed',
    );
    await expect(canvas.getByText('Manage Schedule').nextElementSibling).toHaveTextContent(
      'Allowed',
    );
    await expect(
      canvas.getByText('Access to specific encoder channels').nextElementSibling,
    ).toHaveTextContent('Main sanctuary');
  },
};

export const OrganizationAdmin: Story = {
  args: { record: { user: admin!, encoderChannels: demoEncoderChannels } },
};

/** Remove asks first; the dialog waits for the answer. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('signed out everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Forgot password?', href: '#forgot-password' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '#forgot-password',
    );
  },
};

export const InRunningText: Story = {
  render: (args) => (
    <p>
      Incorrect username or password. <Link {...args} />
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'View all events' } };

export const KeyboardActivation: Story = {
  args: { href: undefined, onPress: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    children:
      'Read how content destinations, web channels and encoders relate to each other before you go live',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { children: '¿Has olvidado la contraseña?', href: '#olvide-la-contrasena' },
  render: (args) => (
    <p>
      El usuario o la contraseña no son correctos. <Link {...args} />
    </p>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '¿Has olvidado la contraseña?' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#olvide-la-contrasena');
  },
};

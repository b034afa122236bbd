import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Tooltip } from './Tooltip';
import { Button } from '../Button';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the stream URL',
    delay: 0,
    children: <Button>Copy</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

// react-aria shows tooltips on hover only after real mouse movement, which synthetic events in
// a play function are not; the open state is shown here and keyboard opening is tested below.
export const Default: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the stream URL');
  },
};

export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Stream keys are secret: anyone with this key can publish to your channel, so share it only with your encoder operator.',
  },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

/** The hint and its trigger as the studio passes them in Spanish. Opens on keyboard focus. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    content: 'Copia la URL de la emisión',
    children: <Button>Copiar</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Copiar' });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Copia la URL de la emisión',
    );
    await expect(button).toHaveAccessibleDescription('Copia la URL de la emisión');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

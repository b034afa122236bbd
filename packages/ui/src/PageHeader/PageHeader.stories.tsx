import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageHeader } from './PageHeader';
import { Button } from '../Button';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Events', description: 'Live events and their schedule.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button>Export</Button>
        <Button variant="primary" onPress={fn()}>
          New event
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'A page title for a very long web channel name that keeps going well beyond the width',
    actions: <Button variant="primary">Go live</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};

/** The studio passes its Spanish strings; nothing in the header is react-aria's own text. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Eventos',
    description: 'Eventos en directo y su programación.',
    actions: (
      <Button variant="primary" onPress={fn()}>
        Nuevo evento
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Nuevo evento' })).toBeVisible();
  },
};

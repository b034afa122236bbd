import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Card } from './Card';
import { Button } from '../Button';
import { Skeleton, SkeletonGroup } from '../Skeleton';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Sunday Service',
    children: 'Starts every Sunday at 10:00 on the main web channel.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Sunday Service' });
    await expect(region).toHaveTextContent('Starts every Sunday');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sunday Service' }),
    ).toBeInTheDocument();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    title: 'Midweek Service',
    description: 'Encoder: Main hall',
    headingLevel: 3,
    actions: (
      <Button size="sm" variant="quiet">
        Edit
      </Button>
    ),
    footer: (
      <Button variant="primary" onPress={fn()}>
        Go live
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Midweek Service');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go live' })).toHaveFocus();
  },
};

// Each titled story has its own title: on the docs page they are regions side by side.
export const Compact: Story = { args: { title: 'Youth Night', padding: 'compact' } };

export const LongText: Story = {
  args: {
    title:
      'A very long event title that goes on and on, well beyond what fits on one line of a card',
    children: 'Supercalifragilisticexpialidocious-organisation-name-without-any-spaces-to-break-on',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** Card has no loading prop: while its content loads, put skeletons in a `SkeletonGroup`. */
export const Loading: Story = {
  args: {
    title: 'Next event',
    children: (
      <SkeletonGroup label="Loading the next event">
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Next event' });
    const status = canvas.getByRole('status');
    await expect(region).toContainElement(status);
    // SkeletonGroup fills in its label just after it appears, so screen readers announce it.
    await waitFor(() => expect(status).toHaveTextContent('Loading the next event'));
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Servicio del miércoles',
    description: 'Codificador: salón principal',
    children: 'Empieza cada miércoles a las 19:00 en el canal web principal.',
    footer: (
      <Button variant="primary" onPress={fn()}>
        Emitir en directo
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Servicio del miércoles' });
    await expect(region).toHaveTextContent('Empieza cada miércoles');
    await expect(canvas.getByRole('button', { name: 'Emitir en directo' })).toBeVisible();
  },
};

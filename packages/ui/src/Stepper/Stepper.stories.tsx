import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stepper } from './Stepper';

const goLiveSteps = [
  { id: 'schedule', label: 'Create schedule' },
  { id: 'encoder', label: 'Start encoder' },
  { id: 'event', label: 'Start live event', description: 'This may take a few minutes.' },
  { id: 'done', label: 'Live' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: {
    'aria-label': 'Go live progress',
    steps: goLiveSteps,
    currentStepId: 'encoder',
    statusLabels: {
      complete: 'completed',
      current: 'current step',
      upcoming: 'not started',
      invalid: 'failed',
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Go live progress' });
    await expect(list).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Create schedule, completed');
    await expect(items[2]).toHaveTextContent('Start live event, not started');
    // Without `onStepPress` nothing is interactive.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const BackToCompletedStep: Story = {
  args: { currentStepId: 'event', onStepPress: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole('button');
    // Only the two completed steps lead back; the current and upcoming ones do not.
    await expect(buttons).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /Start encoder/ }));
    await expect(args.onStepPress).toHaveBeenLastCalledWith('encoder');
  },
};

export const KeyboardNavigation: Story = {
  args: { currentStepId: 'done', onStepPress: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Create schedule/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepPress).toHaveBeenLastCalledWith('encoder');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onStepPress).toHaveBeenLastCalledWith('event');
  },
};

export const Failed: Story = {
  args: {
    currentStepId: 'event',
    steps: goLiveSteps.map((step) =>
      step.id === 'event' ? { ...step, isInvalid: true, description: 'Timed out.' } : step,
    ),
  },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('listitem')[2];
    await expect(current).toHaveAttribute('data-invalid', 'true');
    await expect(current).toHaveTextContent('Start live event, failed');
    // Not colour alone: the marker shows an exclamation mark instead of the step number.
    await expect(current?.querySelector('.studio-Stepper-marker svg')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { currentStepId: 'event', onStepPress: fn(), isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Create schedule/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onStepPress).not.toHaveBeenCalled();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', currentStepId: 'event' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-orientation', 'vertical');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      {
        id: 'a',
        label: 'Create the schedule for the event and every content destination attached to it',
      },
      {
        id: 'b',
        label: 'Start the encoder assigned to the Main Sanctuary channel',
        description:
          'The encoder reports its state every few seconds; starting can take longer on slow networks.',
      },
      { id: 'c', label: 'Live' },
    ],
    currentStepId: 'b',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    'aria-label': 'Progreso de la emisión',
    steps: [
      { id: 'schedule', label: 'Crear la programación' },
      { id: 'encoder', label: 'Iniciar el codificador', isInvalid: true },
      { id: 'event', label: 'Iniciar el evento en directo' },
    ],
    currentStepId: 'encoder',
    statusLabels: {
      complete: 'completado',
      current: 'paso actual',
      upcoming: 'sin empezar',
      invalid: 'con error',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Progreso de la emisión' })).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Crear la programación, completado');
    // The failed step is spoken as failed; aria-current still marks it as the step the person is on.
    await expect(items[1]).toHaveTextContent('Iniciar el codificador, con error');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Iniciar el evento en directo, sin empezar');
  },
};

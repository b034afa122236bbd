import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { formMachine, type SubmitInput } from './form.machine.js';

const requireName = (values: Record<string, unknown>) =>
  typeof values.name === 'string' && values.name.trim() !== ''
    ? {}
    : { name: 'This field is required.' };

function FormExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      formMachine.provide({
        actors: {
          submit: store.manualActor<unknown, SubmitInput<Record<string, unknown>>>('submit'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Form"
      machine={machine}
      input={{ values: { name: '' }, validate: requireName }}
      store={store}
      events={[
        {
          label: 'Type a name',
          event: { type: 'form.change', values: { name: 'Spanish translation' } },
        },
        { label: 'Clear the name', event: { type: 'form.change', values: { name: '' } } },
        { label: 'Submit', event: { type: 'form.submit' } },
      ]}
      outcomes={{
        submit: {
          output: { uuid: 'preset-1', name: 'Spanish translation' },
          error: {
            status: 409,
            errors: [
              {
                code: 'NAME_EXISTS',
                message: 'A web preset with this name already exists.',
                field: 'body.name',
              },
            ],
            message: 'A request conflict has occurred.',
          },
        },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Form',
  component: FormExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof FormExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const RefusedThenAccepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('editing'));
    await userEvent.click(canvas.getByRole('button', { name: 'Type a name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('submitting'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fail submit' }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('editing'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed submit' }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('submitted'));
  },
};

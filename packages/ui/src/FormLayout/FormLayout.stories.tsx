import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Time, parseDate } from '@internationalized/date';
import { FormLayout, FormRow } from './FormLayout';
import { FormGroup } from './FormGroup';
import { FormActions } from './FormActions';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import { Form } from '../Form';
import { TextField } from '../TextField';
import { TimeField } from '../TimeField';

const meta = {
  title: 'Components/FormLayout',
  component: FormLayout,
  args: { children: null },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

function EventForm({ onSubmit, isDisabled }: { onSubmit: () => void; isDisabled?: boolean }) {
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormLayout>
        <TextField label="Event name" name="name" isRequired isDisabled={isDisabled} />
        <FormGroup
          legend="Schedule"
          description="Times are in the organisation's time zone."
          columns={2}
          isDisabled={isDisabled}
        >
          <DatePicker
            label="Start date"
            defaultValue={parseDate('2026-03-12')}
            isDisabled={isDisabled}
          />
          <TimeField label="Start time" defaultValue={new Time(18, 30)} isDisabled={isDisabled} />
        </FormGroup>
        <FormActions>
          <Button type="button" isDisabled={isDisabled}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" isDisabled={isDisabled}>
            Save event
          </Button>
        </FormActions>
      </FormLayout>
    </Form>
  );
}

export const Default: Story = {
  render: () => <EventForm onSubmit={() => undefined} />,
  play: async ({ canvas }) => {
    const schedule = canvas.getByRole('group', { name: 'Schedule' });
    await expect(schedule).toHaveAccessibleDescription(
      "Times are in the organisation's time zone.",
    );
    await expect(canvas.getByRole('group', { name: 'Start date' })).toBeInTheDocument();
  },
};

function SubmittedCount() {
  const [count, setCount] = useState(0);
  return (
    <>
      <EventForm onSubmit={() => setCount((previous) => previous + 1)} />
      <output aria-label="Submissions">{count}</output>
    </>
  );
}

export const SubmitWithKeyboard: Story = {
  render: () => <SubmittedCount />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: /Event name/ });
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'Sunday service{Enter}');
    await expect(canvas.getByRole('status', { name: 'Submissions' })).toHaveTextContent('1');
  },
};

export const ActionsAtTheEnd: Story = {
  render: () => <EventForm onSubmit={() => undefined} />,
  play: async ({ canvas }) => {
    // The primary action comes last, in the tab order as on screen.
    const buttons = canvas.getAllByRole('button', { name: /Cancel|Save event/ });
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Save event']);
  },
};

export const Disabled: Story = {
  render: () => <EventForm onSubmit={() => undefined} isDisabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Schedule' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save event' })).toBeDisabled();
  },
};

export const Row: Story = {
  render: () => (
    <FormLayout width="wide">
      <FormRow columns={3}>
        <TextField label="First name" />
        <TextField label="Last name" />
        <TextField label="Title" />
      </FormRow>
      <TextField label="Email" />
    </FormLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
  },
};

export const LongText: Story = {
  render: () => (
    <FormLayout>
      <FormGroup
        legend="Automatic saving of live events to the library of the organisation and its playlists"
        description="Every live event that uses this destination group is saved to the library when it ends, and added to the rolling playlists chosen below."
      >
        <TextField label="Playlist" />
      </FormGroup>
      <FormActions align="between">
        <Button variant="danger">Remove the destination group and all of its crossposts</Button>
        <Button variant="primary">Save</Button>
      </FormActions>
    </FormLayout>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <FormLayout>
      <FormGroup legend="Programación" columns={2}>
        <DatePicker label="Fecha de inicio" defaultValue={parseDate('2026-03-12')} />
        <TimeField label="Hora de inicio" defaultValue={new Time(18, 30)} />
      </FormGroup>
      <FormActions>
        <Button variant="primary">Guardar</Button>
      </FormActions>
    </FormLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Programación' })).toBeInTheDocument();
  },
};

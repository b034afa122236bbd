import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { WebPreset } from '@studio/api';
import {
  VALIDATION_MESSAGES,
  validateFields,
  WEB_PRESET_DEFAULT,
  webPresetSchema,
} from '@studio/domain';
import { createFormMachine, type SubmitInput } from '@studio/machines';
import { withStudioI18n } from '../../storybook/withStudio';
import type { WebPresetFormValues } from './actors';
import { WebPresetFormView } from './WebPresetFormView';

const NEW_PRESET: WebPresetFormValues = { name: '', ...WEB_PRESET_DEFAULT };
const SPANISH: WebPresetFormValues = {
  name: 'Spanish translation',
  videoChannel: 1,
  leftAudioChannel: 3,
  rightAudioChannel: 4,
  deinterlace: false,
};

const meta = {
  title: 'Studio/Settings/WebPresetFormView',
  component: WebPresetFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/web-presets',
    values: NEW_PRESET,
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebPresetFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New web preset' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Encoder video channel/ })).toHaveValue('1');
    await expect(
      canvas.getByRole('switch', { name: 'Deinterlace to progressive' }),
    ).not.toBeChecked();
  },
};

export const Edit: Story = {
  args: {
    savedName: 'Spanish translation',
    backHref: '/settings/web-presets/5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d01',
    values: SPANISH,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Edit Spanish translation' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/settings/web-presets/5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d01',
    );
  },
};

/** Each message a person can meet, on its field and listed above the form with a link to it. */
const showsFieldMessage =
  (field: RegExp, message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: field })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    const summary = canvas.getByText('The preset was not saved').closest('[role]') ?? canvasElement;
    await expect(within(summary as HTMLElement).getByRole('link', { name: message })).toBeVisible();
  };

export const NameRequired: Story = {
  args: { fieldErrors: { name: VALIDATION_MESSAGES.required } },
  play: showsFieldMessage(/^Name/, 'This field is required.'),
};

export const NameTooLong: Story = {
  args: {
    values: { ...SPANISH, name: 'x'.repeat(50) },
    fieldErrors: { name: VALIDATION_MESSAGES.webPresetNameMax },
  },
  play: showsFieldMessage(/^Name/, 'Name must be at most 50 characters.'),
};

export const NameExists: Story = {
  args: { values: SPANISH, fieldErrors: { name: VALIDATION_MESSAGES.webPresetNameExists } },
  play: showsFieldMessage(/^Name/, 'A web preset with this name already exists.'),
};

export const SameAsDefault: Story = {
  args: {
    values: { ...NEW_PRESET, name: 'Main sanctuary' },
    fieldErrors: { videoChannel: VALIDATION_MESSAGES.webPresetDiffersFromDefault },
  },
  play: showsFieldMessage(
    /^Encoder video channel/,
    'A preset must differ from the default (video channel 1, audio channels 1 and 2).',
  ),
};

export const AudioChannelsEqual: Story = {
  args: {
    values: { ...SPANISH, rightAudioChannel: 3 },
    fieldErrors: { rightAudioChannel: VALIDATION_MESSAGES.audioChannelsDiffer },
  },
  play: showsFieldMessage(/^Right audio channel/, 'Left and right audio channels must differ.'),
};

export const ChannelOutOfRange: Story = {
  args: {
    values: { ...SPANISH, videoChannel: 3, leftAudioChannel: 17 },
    fieldErrors: {
      videoChannel: VALIDATION_MESSAGES.videoChannelRange,
      leftAudioChannel: VALIDATION_MESSAGES.audioChannelRange,
    },
  },
  play: showsFieldMessage(/^Left audio channel/, 'Audio channel must be between 0 and 16.'),
};

/** No answer from the server: the refusal names no field, so it stands above the form. */
export const SaveFailed: Story = {
  args: { values: SPANISH, formError: 'An unexpected error occurred.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An unexpected error occurred.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Spanish translation');
  },
};

export const Saving: Story = {
  args: { values: SPANISH, isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { rightAudioChannel: VALIDATION_MESSAGES.audioChannelsDiffer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo ajuste web' })).toBeVisible();
    await expect(
      canvas.getAllByText('Los canales de audio izquierdo y derecho deben ser distintos.').length,
    ).toBeGreaterThan(0);
  },
};

const formMachine = createFormMachine<WebPresetFormValues, WebPreset>();

/**
 * The view on the real form machine with a server that knows "Spanish translation" already: the
 * keyboard path through every kind of refusal to a saved preset.
 */
function WithFormMachine({ onSaved }: { onSaved: (preset: WebPreset) => void }) {
  const machine = useMemo(
    () =>
      formMachine.provide({
        actors: {
          submit: fromPromise<WebPreset, SubmitInput<WebPresetFormValues>>(async ({ input }) => {
            if (input.values.name.trim().toLowerCase() === 'spanish translation') {
              throw {
                status: 409,
                errors: [
                  {
                    code: 'NAME_EXISTS',
                    message: VALIDATION_MESSAGES.webPresetNameExists,
                    field: 'body.name',
                  },
                ],
                message: 'A request conflict has occurred.',
              };
            }
            const saved = { ...input.values, uuid: '5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d10' };
            onSaved(saved);
            return saved;
          }),
        },
      }),
    [onSaved],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: NEW_PRESET, validate: (values) => validateFields(webPresetSchema, values) },
  });
  return (
    <WebPresetFormView
      backHref="/settings/web-presets"
      values={snapshot.context.values}
      fieldErrors={snapshot.context.fieldErrors}
      isSubmitting={snapshot.matches('submitting')}
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

const onSaved = fn();

export const TypedThroughRefusals: StoryObj<typeof WithFormMachine> = {
  render: () => <WithFormMachine onSaved={onSaved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    // The default channels, no name: the rules answer before anything is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    await expect(
      canvas.getByRole('textbox', { name: /^Encoder video channel/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('must differ from the default'));
    // Left = right.
    await userEvent.type(name, 'Spanish translation');
    const left = canvas.getByRole('textbox', { name: /^Left audio channel/ });
    const right = canvas.getByRole('textbox', { name: /^Right audio channel/ });
    await userEvent.clear(left);
    await userEvent.type(left, '3{Tab}');
    await userEvent.clear(right);
    await userEvent.type(right, '3{Tab}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(right).toHaveAccessibleDescription(
      expect.stringContaining('Left and right audio channels must differ.'),
    );
    // The server refuses the name; what was typed stays.
    await userEvent.clear(right);
    await userEvent.type(right, '4{Tab}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('A web preset with this name already exists.'),
      ),
    );
    await expect(name).toHaveValue('Spanish translation');
    await expect(left).toHaveValue('3');
    await userEvent.type(name, ' (balcony)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  },
};

import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RtmpDestination } from '@studio/api';
import { rtmpDestinationSchema, VALIDATION_MESSAGES, validateFields } from '@studio/domain';
import { createFormMachine, type SubmitInput } from '@studio/machines';
import { withStudioI18n } from '../../../storybook/withStudio';
import type { RtmpDestinationFormValues } from './actors';
import { RtmpDestinationFormView } from './RtmpDestinationFormView';

const EMPTY: RtmpDestinationFormValues = { name: '', streamUrl: '', streamKey: '', viewUrl: '' };
const VIMEO: RtmpDestinationFormValues = {
  name: 'Vimeo backup',
  streamUrl: 'rtmps://rtmp-global.cloud.vimeo.example:443/live',
  streamKey: '',
  viewUrl: 'https://vimeo.example/event/123456',
};

const meta = {
  title: 'Studio/Settings/RtmpDestinationFormView',
  component: RtmpDestinationFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/rtmp-destinations',
    values: EMPTY,
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof RtmpDestinationFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New RTMP destination' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Stream key/)).toHaveAttribute('type', 'password');
  },
};

/** An edit never shows the saved key: the field is for a new one, and empty keeps the old. */
export const Edit: Story = {
  args: {
    saved: { name: 'Vimeo backup', streamKeyEnding: '7f3a' },
    backHref: '/settings/rtmp-destinations/7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01',
    values: VIMEO,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^New stream key/)).toHaveValue('');
    await expect(canvas.getByText('Hidden, ends in 7f3a')).toBeInTheDocument();
  },
};

const showsFieldMessage =
  (label: RegExp, message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  };

export const StreamKeyWithSpace: Story = {
  args: {
    values: { ...VIMEO, streamKey: 'abc def' },
    fieldErrors: { streamKey: VALIDATION_MESSAGES.rtmpStreamKeyCharacters },
  },
  play: showsFieldMessage(
    /^Stream key/,
    'Stream key cannot contain spaces or special characters (letters, numbers, _ and - only).',
  ),
};

export const Required: Story = {
  args: {
    fieldErrors: {
      name: VALIDATION_MESSAGES.required,
      streamUrl: VALIDATION_MESSAGES.required,
      streamKey: VALIDATION_MESSAGES.required,
    },
  },
  play: showsFieldMessage(/^Stream URL/, 'This field is required.'),
};

export const WrongProtocols: Story = {
  args: {
    values: { ...VIMEO, streamUrl: 'https://vimeo.example/live', viewUrl: 'vimeo.example' },
    fieldErrors: {
      streamUrl: VALIDATION_MESSAGES.rtmpStreamUrlProtocol,
      viewUrl: VALIDATION_MESSAGES.viewUrlProtocol,
    },
  },
  play: showsFieldMessage(/^View URL/, 'View URL must start with http:// or https://.'),
};

export const TooLong: Story = {
  args: {
    values: { ...VIMEO, name: 'n'.repeat(100) },
    fieldErrors: {
      name: VALIDATION_MESSAGES.rtmpNameMax,
      streamUrl: VALIDATION_MESSAGES.rtmpStreamUrlMax,
      streamKey: VALIDATION_MESSAGES.rtmpStreamKeyMax,
      viewUrl: VALIDATION_MESSAGES.viewUrlMax,
    },
  },
  play: showsFieldMessage(/^Name/, 'Name must be at most 100 characters.'),
};

export const SaveFailed: Story = {
  args: { values: VIMEO, formError: 'An unexpected error occurred.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('An unexpected error occurred.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { values: VIMEO, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { streamKey: VALIDATION_MESSAGES.rtmpStreamKeyCharacters } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nuevo destino RTMP' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(
        'La clave de transmisión no puede tener espacios ni caracteres especiales (solo letras, números, _ y -).',
      ).length,
    ).toBeGreaterThan(0);
  },
};

const formMachine = createFormMachine<RtmpDestinationFormValues, RtmpDestination>();

/** The view on the real form machine: a key with a space refused, fixed, saved. */
function WithFormMachine({ onSaved }: { onSaved: (destination: RtmpDestination) => void }) {
  const machine = useMemo(
    () =>
      formMachine.provide({
        actors: {
          submit: fromPromise<RtmpDestination, SubmitInput<RtmpDestinationFormValues>>(
            async ({ input }) => {
              const saved: RtmpDestination = {
                uuid: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b10',
                name: input.values.name,
                streamUrl: input.values.streamUrl,
                streamKeyEnding: input.values.streamKey.slice(-4),
                viewUrl: input.values.viewUrl || null,
              };
              onSaved(saved);
              return saved;
            },
          ),
        },
      }),
    [onSaved],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: EMPTY,
      validate: (values) => validateFields(rtmpDestinationSchema, values),
    },
  });
  return (
    <RtmpDestinationFormView
      backHref="/settings/rtmp-destinations"
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
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Diocese relay');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Stream URL/ }),
      'rtmp://relay.diocese.example/live',
    );
    const key = canvas.getByLabelText(/^Stream key/);
    await userEvent.type(key, 'riverside 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(key).toHaveAccessibleDescription(
      expect.stringContaining('Stream key cannot contain spaces'),
    );
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Diocese relay');
    await userEvent.clear(key);
    await userEvent.type(key, 'riverside-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  },
};

import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PlayerProfile } from '@studio/api';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { createFormMachine, type SubmitInput } from '@studio/machines';
import { withStudioI18n } from '../../../storybook/withStudio';
import {
  NEW_PLAYER_PROFILE,
  toPlayerProfileInput,
  type PlayerProfileFormValues,
} from './player-profile-form';
import { validatePlayerProfile } from './validate-player-profile';
import { PlayerProfileFormView } from './PlayerProfileFormView';

const WEBSITE: PlayerProfileFormValues = {
  ...NEW_PLAYER_PROFILE,
  name: 'Website default',
  autoplay: true,
  callToActionEnabled: true,
  callToActionText: 'Give',
  callToActionUrl: 'https://riverside.example/give',
  controlColor: '#1E6FD9',
  qrClickLabel: 'Scan to connect',
};

const meta = {
  title: 'Studio/Settings/PlayerProfileFormView',
  component: PlayerProfileFormView,
  decorators: [withStudioI18n],
  args: {
    backHref: '/settings/player-profiles',
    values: NEW_PLAYER_PROFILE,
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    videoUrl: '/api/player-config/preview/video.mp4',
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlayerProfileFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New player profile' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Live' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /^Button text/ })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
    // The preview's player arrives after the form (its own chunk).
    await expect(
      await canvas.findByRole('figure', { name: 'Preview' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Edit: Story = {
  args: {
    savedName: 'Website default',
    backHref: '/settings/player-profiles/8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c01',
    values: WEBSITE,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Button text/ })).toHaveValue('Give');
    const preview = await canvas.findByRole('figure', { name: 'Preview' }, { timeout: 10_000 });
    await expect(within(preview).getByRole('link', { name: 'Give' })).toBeVisible();
    await expect(within(preview).getByText('Scan to connect')).toBeVisible();
  },
};

/** Background mode sets autoplay, loop and mute, shown on (and fixed) in their switches. */
export const BackgroundMode: Story = {
  args: { values: { ...WEBSITE, autoplay: false, backgroundMode: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Autoplay', 'Loop', 'Mute']) {
      const toggle = canvas.getByRole('switch', { name });
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeDisabled();
    }
    const preview = await canvas.findByRole('figure', { name: 'Preview' }, { timeout: 10_000 });
    await expect(within(preview).queryByRole('button', { name: 'Play' })).toBeNull();
    await expect(within(preview).getByLabelText('Preview of the player')).toHaveProperty(
      'loop',
      true,
    );
  },
};

/** Each message a person can meet, on its field and in the summary above the form. */
const showsFieldMessage =
  (field: RegExp, message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: field })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    const summary =
      canvas.getByText('The profile was not saved').closest('[role]') ?? canvasElement;
    await expect(within(summary as HTMLElement).getByRole('link', { name: message })).toBeVisible();
  };

export const NameRequired: Story = {
  args: { fieldErrors: { name: VALIDATION_MESSAGES.required } },
  play: showsFieldMessage(/^Name/, 'This field is required.'),
};

export const NameExists: Story = {
  args: { values: WEBSITE, fieldErrors: { name: VALIDATION_MESSAGES.playerProfileNameExists } },
  play: showsFieldMessage(/^Name/, 'A player profile with this name already exists.'),
};

export const NameTooLong: Story = {
  args: {
    values: { ...WEBSITE, name: 'x'.repeat(100) },
    fieldErrors: { name: VALIDATION_MESSAGES.playerProfileNameMax },
  },
  play: showsFieldMessage(/^Name/, 'Name must be at most 100 characters.'),
};

export const CallToActionTextTooLong: Story = {
  args: {
    values: { ...WEBSITE, callToActionText: 'Give to the offering' },
    fieldErrors: { callToActionText: VALIDATION_MESSAGES.callToActionTextMax },
  },
  play: showsFieldMessage(/^Button text/, 'Call to action text must be at most 12 characters.'),
};

export const CallToActionIncomplete: Story = {
  args: {
    values: { ...WEBSITE, callToActionText: '', callToActionUrl: 'riverside.example/give' },
    fieldErrors: {
      callToActionText: VALIDATION_MESSAGES.required,
      callToActionUrl: VALIDATION_MESSAGES.callToActionUrl,
    },
  },
  play: showsFieldMessage(/^Button link/, 'Enter a valid URL starting with http:// or https://.'),
};

export const QrClickLabelTooLong: Story = {
  args: {
    values: { ...WEBSITE, qrClickLabel: 'x'.repeat(50) },
    fieldErrors: { qrClickLabel: VALIDATION_MESSAGES.qrClickLabelMax },
  },
  play: showsFieldMessage(/^Custom QRclick label/, 'Label must be at most 50 characters.'),
};

export const SaveFailed: Story = {
  args: { values: WEBSITE, formError: 'An unexpected error occurred.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An unexpected error occurred.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Website default');
  },
};

export const Saving: Story = {
  args: { values: WEBSITE, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    values: WEBSITE,
    fieldErrors: { callToActionText: VALIDATION_MESSAGES.callToActionTextMax },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nuevo perfil de reproductor' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(
        'El texto de la llamada a la acción debe tener como máximo 12 caracteres.',
      ).length,
    ).toBeGreaterThan(0);
  },
};

const formMachine = createFormMachine<PlayerProfileFormValues, PlayerProfile>();

/**
 * The view on the real form machine with a server that knows "Website default" already: the
 * keyboard path through the refusals to a saved profile, the preview following every change.
 */
function WithFormMachine({ onSaved }: { onSaved: (profile: PlayerProfile) => void }) {
  const machine = useMemo(
    () =>
      formMachine.provide({
        actors: {
          submit: fromPromise<PlayerProfile, SubmitInput<PlayerProfileFormValues>>(
            async ({ input }) => {
              if (input.values.name.trim().toLowerCase() === 'website default') {
                throw {
                  status: 409,
                  errors: [
                    {
                      code: 'NAME_EXISTS',
                      message: VALIDATION_MESSAGES.playerProfileNameExists,
                      field: 'body.name',
                    },
                  ],
                  message: 'A request conflict has occurred.',
                };
              }
              const body = toPlayerProfileInput(input.values);
              const saved: PlayerProfile = {
                autoplay: false,
                loop: false,
                mute: false,
                backgroundMode: false,
                callToAction: null,
                controlColor: '#FFFFFF',
                qrClickLabel: null,
                restrictPlaybackWhenLive: false,
                hidePlaylistOnLoad: false,
                ...body,
                uuid: '8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c10',
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
    input: { values: NEW_PLAYER_PROFILE, validate: validatePlayerProfile },
  });
  return (
    <PlayerProfileFormView
      backHref="/settings/player-profiles"
      values={snapshot.context.values}
      fieldErrors={snapshot.context.fieldErrors}
      isSubmitting={snapshot.matches('submitting')}
      videoUrl="/api/player-config/preview/video.mp4"
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
    await userEvent.type(name, 'Website default');
    await userEvent.click(canvas.getByText('Show a call to action button'));
    const text = canvas.getByRole('textbox', { name: /^Button text/ });
    const link = canvas.getByRole('textbox', { name: /^Button link/ });
    await userEvent.type(text, 'Give to the offering');
    await userEvent.type(link, 'riverside.example/give');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The rules answer before anything is sent, each on its field.
    await expect(text).toHaveAccessibleDescription(
      expect.stringContaining('Call to action text must be at most 12 characters.'),
    );
    await expect(link).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid URL starting with http:// or https://.'),
    );
    await userEvent.clear(text);
    await userEvent.type(text, 'Give');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://riverside.example/give');
    const preview = await canvas.findByRole('figure', { name: 'Preview' }, { timeout: 10_000 });
    await expect(within(preview).getByRole('link', { name: 'Give' })).toBeVisible();
    // The server refuses the name; what was typed stays.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('A player profile with this name already exists.'),
      ),
    );
    await expect(text).toHaveValue('Give');
    await userEvent.type(name, ' (Easter)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await expect(onSaved.mock.calls[0]?.[0]).toMatchObject({
      name: 'Website default (Easter)',
      callToAction: { text: 'Give', url: 'https://riverside.example/give' },
    });
  },
};

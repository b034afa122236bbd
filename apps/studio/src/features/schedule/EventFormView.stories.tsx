import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FieldErrors } from '@studio/machines';
import { SCHEDULE_MESSAGES } from '@studio/domain';
import { EventFormView, type EventFormViewProps } from './EventFormView';
import { eventFormValues, newEventValues, type EventFormValues } from './event-form';
import { eventFieldErrors } from './event-rules';
import { applyEventDestinationGroup } from './event-group-fill';
import type { GroupNotice } from '../live/destinations/DestinationGroupField';
import {
  CAMPUS_RTMP_ID,
  demoEventChoices,
  sundayService,
  VIMEO_RTMP_ID,
  WEB_CHANNEL_ID,
} from './schedule-fixtures';
import { withStudioI18n } from '../../storybook/withStudio';

const NOW = new Date('2026-11-24T12:00:00Z');
const fresh = newEventValues(NOW, 'America/Chicago');

/** `/schedule/create`, `/schedule/event/{uuid}/edit` and the encoder schedule's edit. */
const meta = {
  title: 'Studio/Schedule/EventFormView',
  component: EventFormView,
  decorators: [withStudioI18n],
  args: {
    mode: 'create',
    backHref: '/schedule',
    values: fresh,
    // The person is in the event's zone unless a story says otherwise: no hint.
    ownTimeZone: 'America/Chicago',
    choices: demoEventChoices,
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EventFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Schedule an event' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /^Encoder\s*\*?$/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Pre-event buffer/ })).toHaveValue('30');
  },
};

/** Weekly on Sundays, ten times, to the main web channel: the repeat's own fields show. */
export const WeeklyRepeat: Story = {
  args: {
    values: { ...fresh, repeat: 'weekly', weekdays: ['SU'], webChannelId: WEB_CHANNEL_ID },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Occurrences' })).toHaveValue('10');
    await expect(
      canvas.getByRole('checkbox', { name: 'Save the recording to the library' }),
    ).toBeChecked();
  },
};

/** A saved video plays instead of an encoder: the encoder fields give way to the video. */
export const SavedVideo: Story = {
  args: { values: { ...fresh, contentType: 'saved_video' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /^Saved video/ })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: /^Encoder\s*\*?$/ })).toBeNull();
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    savedName: sundayService.name,
    backHref: `/schedule/event/${sundayService.uuid}`,
    values: eventFormValues(sundayService),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Edit Sunday 9am Service' }),
    ).toBeVisible();
    // A time input has no textbox role in the DOM's own mapping: found by its label.
    await expect(canvas.getByLabelText(/^Time\s*\*?$/)).toHaveValue('09:00');
  },
};

/** The encoder schedule's edit: its fields only. */
export const EncoderScheduleEdit: Story = {
  args: {
    mode: 'encoder',
    savedName: sundayService.name,
    backHref: `/schedule/encoder/${sundayService.uuid}`,
    values: eventFormValues(sundayService),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Encoder schedule name/ })).toHaveValue(
      'Sunday 9am',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
};

const everyMessage: FieldErrors = {
  name: SCHEDULE_MESSAGES.nameRequired,
  encoderScheduleName: SCHEDULE_MESSAGES.encoderScheduleNameRequired,
  encoderId: SCHEDULE_MESSAGES.encoderRequired,
  encoderChannelId: SCHEDULE_MESSAGES.encoderChannelRequired,
  encoderPresetId: SCHEDULE_MESSAGES.encoderPresetRequired,
  startDay: SCHEDULE_MESSAGES.startInPast,
  timezone: SCHEDULE_MESSAGES.timezoneUnknown,
  durationMinutes: SCHEDULE_MESSAGES.durationMax,
  interval: SCHEDULE_MESSAGES.repeatIntervalTooShort,
  occurrences: SCHEDULE_MESSAGES.occurrencesRange,
  destinations: SCHEDULE_MESSAGES.destinationRequired,
};

/** Every message a person can meet on the encoder event's fields, on its field and listed. */
export const EveryMessage: Story = {
  args: { values: { ...fresh, repeat: 'weekly', weekdays: ['SU'] }, fieldErrors: everyMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getByText('The event was not saved')).toBeVisible();
    await expect(
      within(summary).getByRole('link', { name: 'The maximum event length is 12 hours.' }),
    ).toHaveAttribute('href', '#event-durationMinutes');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Name is required./,
    );
  },
};

export const OtherMessages: Story = {
  args: {
    values: { ...fresh, contentType: 'saved_video', repeat: 'daily', endType: 'ON' },
    fieldErrors: {
      name: SCHEDULE_MESSAGES.nameMax,
      mediaId: SCHEDULE_MESSAGES.savedVideoRequired,
      durationMinutes: SCHEDULE_MESSAGES.durationAboveZero,
      endDate: SCHEDULE_MESSAGES.repeatEndTooFar,
      webChannelId: SCHEDULE_MESSAGES.replayOneWebDestination,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText(SCHEDULE_MESSAGES.repeatEndTooFar).length,
    ).toBeGreaterThan(0);
  },
};

/** An overlap answers for the event as a whole: above the fields, translated. */
export const OverlapRefused: Story = {
  args: { formError: SCHEDULE_MESSAGES.overlapEncoder },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This event overlaps another event on the same encoder.'),
    ).toBeVisible();
  },
};

/** Before saving: the server's check found a clash, said beside Save while the person edits. */
export const ClashBeforeSaving: Story = {
  args: { clashes: [SCHEDULE_MESSAGES.overlapEncoder] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Saving will be refused'));
    await expect(status).toHaveTextContent(
      'This event overlaps another event on the same encoder.',
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/**
 * Social destinations beside the web channel, the rows Go Live has: added from the keyboard, the
 * new row is titled after the event and takes the focus.
 */
export const SocialDestinations: Story = {
  render: function Render(args) {
    const [values, setValues] = useState<EventFormValues>({
      ...fresh,
      name: 'Sunday Service',
      webChannelId: WEB_CHANNEL_ID,
    });
    return (
      <EventFormView
        {...args}
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows arrive in a chunk of their own, with Go Live's two buttons.
    const add = await canvas.findByRole('button', { name: 'Add a social destination' });
    await expect(
      canvas.getByRole('button', { name: 'Add a custom RTMP destination' }),
    ).toBeVisible();
    add.focus();
    await userEvent.keyboard('{Enter}');
    const row = within(canvas.getByRole('group', { name: 'Social destination 1' }));
    const channel = row.getByRole('combobox', { name: /^Page or channel/ });
    await expect(channel).toHaveFocus();
    await userEvent.selectOptions(channel, 'Riverside TV (Sandbox) · YouTube');
    await expect(row.getByRole('textbox', { name: /^Title/ })).toHaveValue('Sunday Service');
    await userEvent.type(row.getByRole('textbox', { name: /^Description/ }), 'Join us live.');
    await expect(row.getByRole('textbox', { name: /^Description/ })).toHaveValue('Join us live.');
  },
};

/** A social row refused: on its fields and in the summary, in the rows' own words. */
export const SocialDestinationRefused: Story = {
  args: {
    values: {
      ...fresh,
      name: 'Sunday Service',
      destinationDrafts: [
        {
          kind: 'social',
          key: 'social-a',
          destinationType: 'YOUTUBE',
          channelId: 'UC4f1c2a7e8b3d4c559a61',
          title: 'Live <now>',
          description: '',
          privacy: 'public',
          publishStatus: '',
        },
      ],
    },
    fieldErrors: {
      'social-a-title': 'The title cannot contain < or >.',
      'social-a-description': SCHEDULE_MESSAGES.socialDescriptionRequired,
      'social-a-publishStatus': SCHEDULE_MESSAGES.socialPublishStatusRequired,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Social destination 1' });
    await expect(canvas.getAllByText('The title cannot contain < or >.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Description is required.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Choose a publish status.').length).toBeGreaterThan(0);
  },
};

/** An event with two custom RTMP rows: each its own destination and its own start. */
export const TwoRtmpDestinations: Story = {
  args: {
    values: {
      ...fresh,
      name: 'Sunday Service',
      webChannelId: WEB_CHANNEL_ID,
      destinationDrafts: [
        { kind: 'rtmp', key: 'rtmp-a', rtmpDestinationId: CAMPUS_RTMP_ID, startOffsetMinutes: '5' },
        { kind: 'rtmp', key: 'rtmp-b', rtmpDestinationId: VIMEO_RTMP_ID, startOffsetMinutes: '0' },
      ],
    },
    fieldErrors: { 'rtmp-b-startOffsetMinutes': SCHEDULE_MESSAGES.destinationBeforeContent },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(await canvas.findByRole('group', { name: 'Custom RTMP destination 1' }));
    const second = within(canvas.getByRole('group', { name: 'Custom RTMP destination 2' }));
    await expect(first.getByRole('combobox', { name: /^Custom RTMP destination/ })).toHaveValue(
      CAMPUS_RTMP_ID,
    );
    await expect(first.getByRole('textbox', { name: /^Start/ })).toHaveValue('5');
    await expect(second.getByRole('combobox', { name: /^Custom RTMP destination/ })).toHaveValue(
      VIMEO_RTMP_ID,
    );
    // The server's refusal of the second row's start is on that row, and in the summary.
    await expect(second.getByRole('textbox', { name: /^Start/ })).toHaveAccessibleDescription(
      /cannot start before/,
    );
    await expect(
      within(canvas.getByRole('alert')).getByRole('link', { name: /cannot start before/ }),
    ).toHaveAttribute('href', '#rtmp-b-startOffsetMinutes');
  },
};

/** The form with a page's wiring of the group: choosing one fills it, the notice says what it did. */
function FormFilledByGroup(props: EventFormViewProps) {
  const [values, setValues] = useState<EventFormValues>(props.values);
  const [notice, setNotice] = useState<GroupNotice | null>(null);
  return (
    <EventFormView
      {...props}
      values={values}
      groupNotice={notice}
      onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      onChooseGroup={(groupId) => {
        const fill = applyEventDestinationGroup(values, props.choices, groupId);
        if (!fill) return;
        setValues((current) => ({ ...current, ...fill.changes }));
        setNotice(fill.notice);
      }}
    />
  );
}

/**
 * A destination group fills the form that already has a web channel and one RTMP row: the chosen
 * web channel stays (the event has one) and the notice says which the group named; the RTMP
 * destination already there is not added twice; the group's other RTMP destination and its
 * social page become rows, still editable.
 */
export const FilledByGroup: Story = {
  args: {
    values: {
      ...fresh,
      name: 'Sunday Service',
      webChannelId: WEB_CHANNEL_ID,
      destinationDrafts: [
        { kind: 'rtmp', key: 'rtmp-a', rtmpDestinationId: CAMPUS_RTMP_ID, startOffsetMinutes: '5' },
      ],
    },
  },
  render: (args) => <FormFilledByGroup {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Fill from a destination group/ }),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Sunday Everywhere' }));
    const notice = await canvas.findByText(/^Sunday Everywhere filled in its destinations\./);
    await expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Sunday Everywhere filled in its destinations. Already a destination, not added twice: Campus TV (cable channel 12). Kept the web channel Main web channel; the group’s is Overflow room.',
    );
    await expect(canvas.getByRole('combobox', { name: /^Web channel/ })).toHaveValue(
      WEB_CHANNEL_ID,
    );
    const first = within(canvas.getByRole('group', { name: 'Custom RTMP destination 1' }));
    await expect(first.getByRole('textbox', { name: /^Start/ })).toHaveValue('5');
    const second = within(await canvas.findByRole('group', { name: 'Custom RTMP destination 2' }));
    await expect(second.getByRole('combobox', { name: /^Custom RTMP destination/ })).toHaveValue(
      VIMEO_RTMP_ID,
    );
    await expect(second.getByRole('textbox', { name: /^Start/ })).toHaveValue('0');
    const social = within(canvas.getByRole('group', { name: 'Social destination 1' }));
    await expect(social.getByRole('textbox', { name: /^Title/ })).toHaveValue('Sunday Service');
    await expect(social.getByRole('textbox', { name: /^Description/ })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    // Every field waits with the pending submit; the button announces "Saving".
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { name: SCHEDULE_MESSAGES.nameRequired } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Programar un evento' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('El nombre es obligatorio.').length).toBeGreaterThan(0);
  },
};

/** The form on the domain's real rules: an empty submit shows their messages, nothing typed lost. */
function FormOnRules(props: EventFormViewProps) {
  const [values, setValues] = useState<EventFormValues>(props.values);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  return (
    <EventFormView
      {...props}
      values={values}
      fieldErrors={fieldErrors}
      onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      onSubmit={() => setFieldErrors(eventFieldErrors(values, NOW, null))}
    />
  );
}

export const TypedThroughRules: Story = {
  render: (args) => <FormOnRules {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Duration/ }), '00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('Name is required.').length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('The maximum event length is 12 hours.').length,
    ).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('Add at least one content destination.').length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: /^Duration/ })).toHaveValue('6000');
  },
};

/**
 * A scheduled web video (SIMLIVE) on the real rules: chosen in Content, the library video takes
 * the encoder's place with what "as if live" means; saving without a video or a web channel
 * names both.
 */
export const WebVideoThroughRules: Story = {
  args: {
    values: {
      ...fresh,
      // A custom RTMP destination but no web channel, which a web video plays on.
      destinationDrafts: [
        { kind: 'rtmp', key: 'rtmp-a', rtmpDestinationId: CAMPUS_RTMP_ID, startOffsetMinutes: '0' },
      ],
    },
  },
  render: (args) => <FormOnRules {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Midweek message');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Content/ }),
      'Web video (a library video played as if live)',
    );
    await expect(canvas.queryByRole('combobox', { name: /^Encoder\s*\*?$/ })).toBeNull();
    const video = canvas.getByRole('combobox', { name: /^Library video/ });
    await expect(video).toHaveAccessibleDescription(/a viewer who arrives late joins/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getAllByText('Choose the library video the web video plays.').length,
    ).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('A web video event plays on exactly one web channel.').length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Midweek message');
  },
};

export const WebVideoSpanish: Story = {
  globals: { locale: 'es' },
  args: {
    values: { ...fresh, contentType: 'web_video' },
    fieldErrors: { mediaId: SCHEDULE_MESSAGES.webVideoRequired },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /^Video de la biblioteca/ })).toBeVisible();
    await expect(
      canvas.getAllByText('Elija el video de la biblioteca que emite el video web.').length,
    ).toBeGreaterThan(0);
  },
};

/** The form holding its values, as its page does: the zone field's choice shows. */
function FormHoldingValues(props: EventFormViewProps) {
  const [values, setValues] = useState<EventFormValues>(props.values);
  return (
    <EventFormView
      {...props}
      values={values}
      onChange={(changes) => {
        props.onChange(changes);
        setValues((current) => ({ ...current, ...changes }));
      }}
    />
  );
}

/**
 * The zone is chosen, not typed out: any part of its name finds it ("new york" for
 * America/New_York), and the arrow keys and Enter choose it.
 */
export const ChooseZoneWithKeyboard: Story = {
  render: (args) => <FormHoldingValues {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The combo box arrives in a chunk of its own; its list opens over the page.
    const zone = await canvas.findByRole('combobox', { name: /^Time zone/ });
    // react-aria writes the chosen zone's name once its list is built, a render after the field.
    await waitFor(() => expect(zone).toHaveValue('America/Chicago'));
    await userEvent.click(zone);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}new york');
    const list = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['America/New_York']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ timezone: 'America/New_York' });
    await expect(zone).toHaveValue('America/New_York');
    await expect(zone).toHaveFocus();
  },
};

/**
 * A person in Madrid schedules an event in Chicago: below the start, when it falls for them
 * (Wednesday 25 November, 10:00 in Chicago, is 17:00 in Madrid).
 */
export const StartInYourTimeZone: Story = {
  args: { ownTimeZone: 'Europe/Madrid' },
  play: async ({ canvasElement }) => {
    const zone = await within(canvasElement).findByRole('combobox', { name: /^Time zone/ });
    await expect(zone).toHaveAccessibleDescription(
      'That is Wed, Nov 25, 17:00 in your time zone (Europe/Madrid).',
    );
  },
};

/** Back to the person's own zone from the keyboard: the day and time stay, the hint goes. */
export const UseMyTimeZone: Story = {
  args: { ownTimeZone: 'Europe/Madrid' },
  render: (args) => <FormHoldingValues {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = await canvas.findByRole('combobox', { name: /^Time zone/ });
    canvas.getByRole('button', { name: 'Use my time zone' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ timezone: 'Europe/Madrid' });
    await waitFor(() => expect(zone).toHaveValue('Europe/Madrid'));
    await expect(zone).not.toHaveAccessibleDescription(/in your time zone/);
    await expect(canvas.queryByRole('button', { name: 'Use my time zone' })).toBeNull();
    await expect(zone).toHaveFocus();
  },
};

export const StartInYourTimeZoneSpanish: Story = {
  ...StartInYourTimeZone,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const zone = await within(canvasElement).findByRole('combobox', { name: /^Zona horaria/ });
    await expect(zone).toHaveAccessibleDescription(
      'Es decir, mié, 25 nov, 17:00 en su zona horaria (Europe/Madrid).',
    );
  },
};

/**
 * A saved zone this browser does not know is still shown, refused with the rules' message on
 * the field and in the summary, which leads to it.
 */
export const UnknownZone: Story = {
  args: {
    ownTimeZone: 'Europe/Madrid',
    values: { ...fresh, timezone: 'Mars/Olympus_Mons' },
    fieldErrors: { timezone: SCHEDULE_MESSAGES.timezoneUnknown },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = await canvas.findByRole('combobox', { name: /^Time zone/ });
    await waitFor(() => expect(zone).toHaveValue('Mars/Olympus_Mons'));
    await expect(zone).toHaveAccessibleDescription('Choose a known time zone.');
    await expect(
      within(canvas.getByRole('alert')).getByRole('link', { name: 'Choose a known time zone.' }),
    ).toHaveAttribute('href', '#event-timezone');
  },
};

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '../../i18n';
import { TranslationProvider } from '../../i18n/react';
import type { GroupNotice } from '../live/destinations/DestinationGroupField';
import { EventFormView } from './EventFormView';
import { applyEventDestinationGroup } from './event-group-fill';
import { newEventValues, type EventFormValues } from './event-form';
import { toEventInput } from './event-rules';
import {
  CAMPUS_RTMP_ID,
  demoEventChoices,
  VIMEO_RTMP_ID,
  WEB_CHANNEL_ID,
} from './schedule-fixtures';

// jsdom has no CSS object; react-aria's popover (the group select) escapes a selector with it.
beforeEach(() => {
  vi.stubGlobal('CSS', {
    escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
    supports: () => true,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form as its page wires it: values held, a chosen group filled with its notice. */
function Form({
  initial,
  ownTimeZone,
  onValues,
}: {
  initial: EventFormValues;
  ownTimeZone: string;
  onValues(v: EventFormValues): void;
}) {
  const [values, setValues] = useState(initial);
  const [notice, setNotice] = useState<GroupNotice | null>(null);
  const update = (next: EventFormValues) => {
    setValues(next);
    onValues(next);
  };
  return (
    <EventFormView
      mode="create"
      backHref="/schedule"
      values={values}
      ownTimeZone={ownTimeZone}
      choices={demoEventChoices}
      fieldErrors={{}}
      groupNotice={notice}
      isSubmitting={false}
      onChange={(changes) => update({ ...values, ...changes })}
      onChooseGroup={(groupId) => {
        const fill = applyEventDestinationGroup(values, demoEventChoices, groupId);
        if (!fill) return;
        update({ ...values, ...fill.changes });
        setNotice(fill.notice);
      }}
      onSubmit={() => {}}
    />
  );
}

/** The form for `initial`, seen by a person in `ownTimeZone` (the event's zone unless given). */
async function renderForm(initial: EventFormValues, ownTimeZone = initial.timezone) {
  const translator = createI18n('en');
  await translator.load('schedule');
  await translator.load('liveDestinations');
  let latest = initial;
  render(
    <TranslationProvider translator={translator}>
      <Form
        initial={initial}
        ownTimeZone={ownTimeZone}
        onValues={(values) => {
          latest = values;
        }}
      />
    </TranslationProvider>,
  );
  return { values: () => latest };
}

const initial: EventFormValues = {
  ...newEventValues(new Date('2026-11-24T12:00:00Z'), 'America/Chicago'),
  name: 'Sunday Service',
  webChannelId: WEB_CHANNEL_ID,
  destinationDrafts: [
    { kind: 'rtmp', key: 'rtmp-a', rtmpDestinationId: CAMPUS_RTMP_ID, startOffsetMinutes: '5' },
  ],
};

describe('the event form’s destinations', () => {
  it('fills from a group: the chosen web channel kept and said, the other RTMP destination a row', async () => {
    const user = userEvent.setup();
    const form = await renderForm(initial);
    await user.click(await screen.findByRole('button', { name: /Fill from a destination group/ }));
    await user.click(await screen.findByRole('option', { name: 'Sunday Everywhere' }));
    expect(
      (await screen.findByText(/^Sunday Everywhere filled in its destinations\./)).textContent,
    ).toBe(
      'Sunday Everywhere filled in its destinations. Already a destination, not added twice: Campus TV (cable channel 12). Kept the web channel Main web channel; the group’s is Overflow room.',
    );
    const second = within(await screen.findByRole('group', { name: 'Custom RTMP destination 2' }));
    expect(second.getByRole('combobox', { name: /^Custom RTMP destination/ })).toHaveProperty(
      'value',
      VIMEO_RTMP_ID,
    );
    expect(form.values().webChannelId).toBe(WEB_CHANNEL_ID);
    expect(toEventInput(form.values()).contentDestinations.map((item) => item.type)).toEqual([
      'EMBED',
      'RTMP',
      'RTMP',
      'FACEBOOK',
    ]);
  });

  it('gives each RTMP row its own start, sent with that row only', async () => {
    const user = userEvent.setup();
    const form = await renderForm(initial);
    await user.click(await screen.findByRole('button', { name: 'Add a custom RTMP destination' }));
    const second = within(screen.getByRole('group', { name: 'Custom RTMP destination 2' }));
    await user.selectOptions(
      second.getByRole('combobox', { name: /^Custom RTMP destination/ }),
      'Vimeo backup',
    );
    const start = second.getByRole('textbox', { name: /^Start/ });
    await user.clear(start);
    await user.type(start, '10');
    expect(toEventInput(form.values()).contentDestinations).toMatchObject([
      { type: 'EMBED' },
      { type: 'RTMP', rtmpDestinationId: CAMPUS_RTMP_ID, startOffsetMinutes: 5 },
      { type: 'RTMP', rtmpDestinationId: VIMEO_RTMP_ID, startOffsetMinutes: 10 },
    ]);
  });
});

describe('the event form’s time zone', () => {
  // The event starts on Wednesday 25 November 2026 at 10:00 in Chicago (16:00 UTC).
  const zoneField = () => screen.findByRole('combobox', { name: /^Time zone/ });

  it('is found by typing part of its name, and the start is then said in the person’s zone', async () => {
    const user = userEvent.setup();
    const form = await renderForm(initial, 'Europe/Madrid');
    const field = await zoneField();
    // react-aria writes the chosen zone's name once its list is built, a render after the field.
    await waitFor(() => expect(field).toHaveProperty('value', 'America/Chicago'));
    expect(field.getAttribute('id')).toBe('event-timezone');
    expect(
      screen.getByText('That is Wed, Nov 25, 17:00 in your time zone (Europe/Madrid).'),
    ).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'new york');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'America/New_York',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(form.values().timezone).toBe('America/New_York');
    expect(toEventInput(form.values()).startTime).toBe('2026-11-25T15:00:00.000Z');
    expect(
      screen.getByText('That is Wed, Nov 25, 16:00 in your time zone (Europe/Madrid).'),
    ).toBeTruthy();

    // Back to the person's own zone, the day and time kept as choosing any zone keeps them.
    await user.click(screen.getByRole('button', { name: 'Use my time zone' }));
    expect(form.values().timezone).toBe('Europe/Madrid');
    expect(toEventInput(form.values()).startTime).toBe('2026-11-25T09:00:00.000Z');
    await waitFor(() => expect(field).toHaveProperty('value', 'Europe/Madrid'));
    expect(screen.queryByText(/in your time zone/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use my time zone' })).toBeNull();
  });

  it('keeps a saved zone this browser does not know, for the rules to refuse', async () => {
    await renderForm({ ...initial, timezone: 'Mars/Olympus_Mons' }, 'Europe/Madrid');
    const field = await zoneField();
    await waitFor(() => expect(field).toHaveProperty('value', 'Mars/Olympus_Mons'));
    expect(screen.queryByText(/in your time zone/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Use my time zone' })).toBeTruthy();
  });
});

describe('the event form’s content', () => {
  it('offers a web video: the library video to play instead of the encoder, sent as web_video', async () => {
    const user = userEvent.setup();
    const form = await renderForm(initial);
    expect(screen.getByRole('combobox', { name: 'Encoder *' })).toBeTruthy();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Content/ }),
      'Web video (a library video played as if live)',
    );
    expect(screen.queryByRole('combobox', { name: 'Encoder *' })).toBeNull();
    const video = screen.getByRole('combobox', { name: /^Library video/ });
    const descriptions = (video.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContainEqual(
      expect.stringContaining('a viewer who arrives late joins where it has reached'),
    );
    const [item] = demoEventChoices.media;
    await user.selectOptions(video, item!.title);
    expect(toEventInput(form.values())).toMatchObject({
      contentType: 'web_video',
      mediaId: item!.mediaId,
      preEventBufferMinutes: 0,
      contentDestinations: [{ type: 'EMBED' }, { type: 'RTMP' }],
    });
    expect(toEventInput(form.values())).not.toHaveProperty('encoderId');
  });
});

import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ContentDestination, type StudioApi } from '@studio/api';
import { fixture } from '@studio/api/mocks';
import { ERROR_MESSAGES } from '@studio/domain';
import { RuntimeProvider } from '../../app/runtime-context';
import type { StudioRuntime } from '../../app/runtime';
import { createI18n } from '../../i18n';
import { TranslationProvider } from '../../i18n/react';
import { NO_DESTINATION_NAMES } from './content-destinations';
import { EventDestinations, RecentDestinations } from './ContentDestinationsPanel';

afterEach(cleanup);

const NOT_SAVED = 'The library video is not saved yet. Retry shortly.';
const page = (items: ContentDestination[]) => ({ items, nextUrl: null });
const ours = fixture('ContentDestination', {
  id: 'dest-ours',
  eventId: 'event-today',
  eventName: 'Youth Night live',
  title: 'Youth Nights',
  status: 'stopped',
});
const earlier = fixture('ContentDestination', {
  id: 'dest-earlier',
  eventId: 'event-last-week',
  eventName: 'Sunday 9am Service, 15 November',
  title: 'Sunday 9am Service',
  status: 'stopped',
});

/** Renders a destination list with the live namespace and a runtime holding only `api`. */
async function renderWithApi(api: Partial<StudioApi>, list: ReactElement) {
  const translator = createI18n('en');
  await translator.load('live');
  // The lists read only the client of the runtime.
  const runtime = { api } as unknown as StudioRuntime;
  render(
    <RuntimeProvider runtime={runtime}>
      <TranslationProvider translator={translator}>{list}</TranslationProvider>
    </RuntimeProvider>,
  );
}

const renderRecent = (api: Partial<StudioApi>) =>
  renderWithApi(api, <RecentDestinations customerId="customer-1" names={NO_DESTINATION_NAMES} />);

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe("Go Live's recent destinations", () => {
  it("lists every live event's destinations (asked newest first), with a finished one's commands", async () => {
    const listContentDestinations = vi.fn(async () => page([ours, earlier]));
    await renderRecent({ listContentDestinations } as Partial<StudioApi>);
    const table = await screen.findByRole('table', { name: 'Recent content destinations' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    expect(listContentDestinations).toHaveBeenCalledWith(
      'customer-1',
      expect.objectContaining({ sort: 'desc.start_time' }),
    );
    // Every event's: the list asks without an event filter.
    expect(listContentDestinations).not.toHaveBeenCalledWith(
      'customer-1',
      expect.objectContaining({ eventId: expect.anything() }),
    );
    const row = await rowOf('Youth Nights');
    expect(
      within(row).getByRole('button', { name: 'Download the recording of Youth Nights' }),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Archive Youth Nights' })).toBeTruthy();
  });

  it('names the live event each destination belongs to', async () => {
    await renderRecent({
      listContentDestinations: vi.fn(async () => page([ours, earlier])),
    } as Partial<StudioApi>);
    const table = await screen.findByRole('table', { name: 'Recent content destinations' });
    expect(within(table).getByRole('columnheader', { name: 'Event' })).toBeTruthy();
    expect(within(await rowOf('Youth Nights')).getByText('Youth Night live')).toBeTruthy();
    expect(
      within(await rowOf('Sunday 9am Service')).getByText('Sunday 9am Service, 15 November'),
    ).toBeTruthy();
  });

  it("says a refused Download inside its row, and the row's next command clears it", async () => {
    const getContentDestinationDownload = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, [{ code: 'NOT_SAVED', message: NOT_SAVED }]));
    const archiveContentDestination = vi.fn(async () => fixture('ActionAccepted'));
    await renderRecent({
      listContentDestinations: vi.fn(async () => page([ours, earlier])),
      getContentDestinationDownload,
      archiveContentDestination,
    } as Partial<StudioApi>);
    const row = await rowOf('Youth Nights');
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', { name: 'Download the recording of Youth Nights' }),
    );
    expect(await within(row).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(NOT_SAVED),
    );
    // Only the row that failed says so; the other row has no message.
    expect(within(await rowOf('Sunday 9am Service')).queryByRole('alert')).toBeNull();
    // The next command takes the message away while it runs (it comes back if that one fails).
    await user.click(within(row).getByRole('button', { name: 'Archive Youth Nights' }));
    await waitFor(() => expect(within(row).queryByRole('alert')).toBeNull());
    expect(archiveContentDestination).toHaveBeenCalledWith('customer-1', 'dest-ours');
  });

  it('never starts a destination the server reports starting, and stops it when asked', async () => {
    // A social destination is `starting` while its network makes the live video.
    const starting = fixture('ContentDestination', {
      id: 'dest-starting',
      eventId: 'event-today',
      title: 'Riverside Youth',
      status: 'starting',
    });
    // A Start that were sent would wait here (answered at once, each re-read would start it again).
    const startContentDestination = vi.fn(() => new Promise<never>(() => undefined));
    const stopContentDestination = vi.fn(async () => fixture('ActionAccepted'));
    await renderRecent({
      listContentDestinations: vi.fn(async () => page([starting])),
      getContentDestination: vi.fn(async () => starting),
      startContentDestination,
      stopContentDestination,
    } as Partial<StudioApi>);
    const row = await rowOf('Riverside Youth');
    const stop = within(row).getByRole('button', { name: 'Stop Riverside Youth' });
    // No command of this row's is waiting: its Stop can be pressed, and no Start was sent.
    expect(stop.hasAttribute('data-pending')).toBe(false);
    expect(startContentDestination).not.toHaveBeenCalled();
    await userEvent.setup().click(stop);
    await waitFor(() =>
      expect(stopContentDestination).toHaveBeenCalledWith('customer-1', 'dest-starting'),
    );
    expect(startContentDestination).not.toHaveBeenCalled();
  });

  it("says why the list cannot be read (another organisation's scope), not an empty list", async () => {
    const listContentDestinations = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(403, [{ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden }]),
      )
      .mockResolvedValueOnce(page([ours]));
    await renderRecent({ listContentDestinations } as Partial<StudioApi>);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ERROR_MESSAGES.forbidden);
    expect(screen.queryByText('No destinations to show yet.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Youth Nights' })).toBeTruthy();
  });
});

describe("a recording's event destinations", () => {
  const webChannelId = '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01';
  const onTheWeb = fixture('ContentDestination', {
    id: 'dest-web',
    eventId: 'event-today',
    type: 'EMBED',
    title: null,
    webEventProfileId: webChannelId,
    status: 'stopped',
  });

  const renderEvent = (api: Partial<StudioApi>) =>
    renderWithApi(api, <EventDestinations customerId="customer-1" eventId="event-today" />);

  it("asks the server for the event's destinations only, and names them as Go Live does", async () => {
    const listContentDestinations = vi.fn(async () => page([onTheWeb]));
    await renderEvent({
      listContentDestinations,
      listWebChannels: vi.fn(async () => ({
        items: [fixture('WebChannel', { uuid: webChannelId, name: 'Main Web Channel' })],
        nextUrl: null,
      })),
      // A role or plan without RTMP destinations or social accounts still sees the list.
      listDestinationGroupChoices: vi
        .fn()
        .mockRejectedValue(new ApiError(403, [{ code: 'FORBIDDEN', message: 'no' }])),
      listSocialAccounts: vi
        .fn()
        .mockRejectedValue(new ApiError(403, [{ code: 'FORBIDDEN', message: 'no' }])),
    } as Partial<StudioApi>);
    const table = await screen.findByRole('table', { name: 'Content destinations' });
    expect(await within(table).findByRole('rowheader', { name: 'Main Web Channel' })).toBeTruthy();
    expect(listContentDestinations).toHaveBeenCalledWith(
      'customer-1',
      expect.objectContaining({ eventId: 'event-today', sort: 'desc.start_time' }),
    );
    expect(
      screen.getByText('Where the live event of this recording was streamed, with their commands.'),
    ).toBeTruthy();
    // One event's list: no column repeats its name.
    expect(within(table).queryByRole('columnheader', { name: 'Event' })).toBeNull();
  });

  it('keeps the rows, by their titles, when the names cannot be read', async () => {
    await renderEvent({
      listContentDestinations: vi.fn(async () => page([ours])),
      listWebChannels: vi.fn().mockRejectedValue(new Error('offline')),
      listDestinationGroupChoices: vi.fn().mockRejectedValue(new Error('offline')),
      listSocialAccounts: vi.fn().mockRejectedValue(new Error('offline')),
    } as Partial<StudioApi>);
    expect(await screen.findByRole('rowheader', { name: 'Youth Nights' })).toBeTruthy();
  });
});

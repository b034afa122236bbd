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
import { RecentDestinations } from './ContentDestinationsPanel';

afterEach(cleanup);

const NOT_SAVED = 'The library video is not saved yet. Retry shortly.';
const page = (items: ContentDestination[]) => ({ items, nextUrl: null });
const ours = fixture('ContentDestination', {
  id: 'dest-ours',
  eventId: 'event-today',
  title: 'Youth Nights',
  status: 'stopped',
});
const earlier = fixture('ContentDestination', {
  id: 'dest-earlier',
  eventId: 'event-last-week',
  title: 'Sunday 9am Service',
  status: 'stopped',
});

async function renderRecent(api: Partial<StudioApi>) {
  const translator = createI18n('en');
  await translator.load('live');
  // The list reads only the client of the runtime.
  const runtime = { api } as unknown as StudioRuntime;
  render(
    <RuntimeProvider runtime={runtime}>
      <TranslationProvider translator={translator}>
        <RecentDestinations customerId="customer-1" names={NO_DESTINATION_NAMES} />
      </TranslationProvider>
    </RuntimeProvider>,
  );
}

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
    const row = await rowOf('Youth Nights');
    expect(
      within(row).getByRole('button', { name: 'Download the recording of Youth Nights' }),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Archive Youth Nights' })).toBeTruthy();
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

import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastQueue } from '@studio/ui';
import { LazyToastRegion } from './LazyToastRegion';

afterEach(() => {
  act(() => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  });
  cleanup();
});

function renderRegion() {
  return render(<LazyToastRegion aria-label="Notifications" dismissLabel="Dismiss" />);
}

describe('LazyToastRegion', () => {
  it('draws nothing while no page has shown a toast', () => {
    renderRegion();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows a toast queued before the region has loaded, in the notifications landmark', async () => {
    renderRegion();
    act(() => {
      toastQueue.add({ title: 'Venue saved.', tone: 'success' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alertdialog').textContent).toContain('Venue saved.');
    expect(within(region).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });

  it('shows the toasts already queued when it mounts', async () => {
    act(() => {
      toastQueue.add({ title: 'Invitation sent.' });
    });
    renderRegion();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Invitation sent.');
  });
});

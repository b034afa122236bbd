import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyField } from './CopyField';

const labels = {
  label: 'Stream URL',
  copyLabel: 'Copy stream URL',
  copiedMessage: 'Copied',
  copyFailedMessage: 'Copy failed',
};

function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  cleanup();
  setClipboard(undefined);
});

// The first render loads react-aria in jsdom, which can take seconds on a busy two-core machine.
describe('CopyField', { timeout: 20_000 }, () => {
  it('copies with the Clipboard API by default', async () => {
    const writeText = vi.fn(async () => undefined);
    // user-event installs its own clipboard stub on setup; ours replaces it after.
    const user = userEvent.setup();
    setClipboard({ writeText });
    render(<CopyField {...labels} value="rtmps://live.example/app" />);
    await user.click(screen.getByRole('button', { name: 'Copy stream URL' }));
    expect(writeText).toHaveBeenCalledWith('rtmps://live.example/app');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('reports a failure when the browser has no Clipboard API', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    render(<CopyField {...labels} value="rtmps://live.example/app" />);
    await user.click(screen.getByRole('button', { name: 'Copy stream URL' }));
    expect((await screen.findByRole('status')).textContent).toBe('Copy failed');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { EventRun } from '@studio/api';
import { createI18n } from '../../i18n';
import { TranslationProvider } from '../../i18n/react';
import { EventView } from './EventView';
import {
  demoNames,
  sundayLogs,
  sundayRunFailed,
  sundayRunFinished,
  sundayRunLive,
  sundayService,
  sundayWatchLinks,
} from './schedule-fixtures';

afterEach(cleanup);

async function renderEvent(latestRun: EventRun | null, language: 'en' | 'es' = 'en') {
  const translator = createI18n(language);
  await translator.load('schedule');
  await translator.load('scheduleRuns');
  render(
    <TranslationProvider translator={translator}>
      <EventView
        event={{ ...sundayService, latestRun }}
        nextOccurrences={[]}
        logs={sundayLogs}
        names={demoNames}
        watchLinks={sundayWatchLinks}
        runDestinations={<p>The live event&apos;s destinations</p>}
        pending={null}
        onPause={vi.fn()}
        onResume={vi.fn()}
        onSkip={vi.fn()}
        onDelete={vi.fn(async () => undefined)}
      />
    </TranslationProvider>,
  );
}

const runSection = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('EventView: the live event an occurrence runs as', () => {
  it('while live, opens the live event and its watch pages and shows its destinations', async () => {
    await renderEvent(sundayRunLive);
    const section = within(runSection('Live now'));
    expect(
      section.getByText(/The occurrence of Sunday, November 22, 2026.* is live\./),
    ).toBeTruthy();
    expect(section.getByRole('link', { name: 'Open the live event' }).getAttribute('href')).toBe(
      `/media/encoder-videos/${sundayRunLive.encoderVideoId}`,
    );
    const watch = section.getByRole('link', { name: 'Watch on Main web channel' });
    expect(watch.getAttribute('href')).toBe(sundayWatchLinks[0]!.url);
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(section.getByText("The live event's destinations")).toBeTruthy();
  });

  it('after the run, opens the last live event and offers no watch page', async () => {
    await renderEvent(sundayRunFinished);
    const section = within(runSection('Last run'));
    expect(section.getByText(/ran and has ended/)).toBeTruthy();
    expect(
      section
        .getByRole('link', { name: 'Open the live event of the last run' })
        .getAttribute('href'),
    ).toBe(`/media/encoder-videos/${sundayRunFinished.encoderVideoId}`);
    expect(section.queryByRole('link', { name: /Watch on/ })).toBeNull();
  });

  it('says a failed start failed, with nothing to open', async () => {
    await renderEvent(sundayRunFailed);
    const section = within(runSection('Last run'));
    expect(section.getByText(/did not start; the log says why/)).toBeTruthy();
    expect(section.queryByRole('link')).toBeNull();
  });

  it('has no run section before the first run', async () => {
    await renderEvent(null);
    expect(screen.queryByRole('heading', { name: /Live now|Last run/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderEvent(sundayRunLive, 'es');
    const section = within(runSection('En vivo ahora'));
    expect(section.getByRole('link', { name: 'Abrir el evento en vivo' })).toBeTruthy();
    expect(section.getByRole('link', { name: 'Ver en Main web channel' })).toBeTruthy();
  });
});

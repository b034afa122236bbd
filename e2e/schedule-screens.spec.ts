import { expect, test, type Page } from '@playwright/test';
import { RIVERSIDE_ADMIN, signIn } from './support/demo';
import { tick } from './support/forms';

/**
 * The /schedule screens against the real server: the admin schedules a weekly event in the
 * browser (an empty submit first: the spec's messages, nothing typed lost), sees it in the
 * calendar and in the list, pauses it, edits it and deletes it. The event starts more than a week
 * ahead at an hour no other journey uses, so the scheduler never runs it and nothing overlaps.
 */
const ZONE = 'America/Chicago';
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** A day `days` ahead, as the form's date field takes it, and its weekday's name. */
function dayAhead(days: number): { day: string; weekday: string } {
  const date = new Date(Date.now() + days * 24 * 60 * 60_000);
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  const weekday = WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  return { day, weekday };
}

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const choice = (page: Page, name: string | RegExp) => page.getByRole('combobox', { name });

test('the admin schedules a weekly event, finds it in the calendar and the list, pauses, edits and deletes it', async ({
  page,
}) => {
  const start = dayAhead(10);
  const name = `Prayer vigil ${start.day}`;

  await test.step('an empty submit is refused with the spec messages', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Schedule' })
      .click();
    await page.getByRole('link', { name: 'Schedule an event' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule an event' })).toBeVisible();
    await field(page, /^Encoder schedule name/).fill('Vigil');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, /^Name/)).toHaveAccessibleDescription(/Name is required\./);
    await expect(choice(page, /^Encoder\s*\*?$/)).toHaveAccessibleDescription(
      /Choose an encoder\./,
    );
    await expect(field(page, /^Encoder schedule name/)).toHaveValue('Vigil');
  });

  await test.step('a weekly event is created', async () => {
    await field(page, /^Name/).fill(name);
    await choice(page, /^Encoder\s*\*?$/).selectOption({ label: 'Lobby Laptop' });
    await choice(page, /^Encoder channel/).selectOption({ label: 'Youth Ministry' });
    await tick(page, 'Automatic settings');
    await field(page, /^Pre-event buffer/).fill('5');
    await field(page, /^Date/).fill(start.day);
    await field(page, /^Time\s*\*?$/).fill('04:10');
    // The zone is chosen from the IANA names by typing part of one.
    await choice(page, /^Time zone/).fill('chicago');
    await page.getByRole('option', { name: ZONE }).click();
    await field(page, /^Duration/).fill('20');
    await choice(page, /^Repeat/).selectOption('weekly');
    await tick(page, start.weekday);
    await field(page, /^Occurrences/).fill('3');
    await choice(page, /^Web channel/).selectOption({ label: 'Youth Nights' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Event “${name}” scheduled.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Every week on ${start.weekday}, 3 times`)).toBeVisible();
  });

  await test.step('it is in the calendar', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Schedule' })
      .click();
    await choice(page, 'Schedule view').selectOption('CALENDAR');
    await choice(page, 'Calendar span').selectOption('month');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const currentMonth = new Date().toISOString().slice(0, 7);
    if (start.day.slice(0, 7) !== currentMonth && (await grid.getByText(name).count()) === 0) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(page.getByRole('grid').getByText(name).first()).toBeVisible();
  });

  await test.step('and in the list of upcoming events', async () => {
    await choice(page, 'Schedule view').selectOption('LIST');
    await choice(page, 'Show').selectOption('FUTURE');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('paused, it says so', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(
      page.getByText(`Event “${name}” paused: it will not run until resumed.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(
      page.getByText('Paused: no occurrence runs, and one live now has been stopped.'),
    ).toBeVisible();
  });

  const renamed = `${name} (edited)`;
  await test.step('edited, it keeps its repeat and stays paused', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(field(page, /^Name/)).toHaveValue(name);
    await field(page, /^Name/).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Event “${renamed}” saved.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText(`Every week on ${start.weekday}, 3 times`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  await test.step('deleted after asking, it leaves the list', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Event “${renamed}” deleted.`)).toBeVisible();
    await choice(page, 'Schedule view').selectOption('LIST');
    await expect(page.getByRole('table', { name: 'Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
  });
});

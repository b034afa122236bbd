/**
 * Runs axe on every docs page of a served Storybook, in Debian's Chromium. The test-runner checks
 * stories only; docs pages are read by people too, so they meet the same bar: any violation fails.
 * It also fails a page whose links to other Storybook pages (`?path=/docs/…`) lead nowhere.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Left out of the audit, each for a stated reason:
 * - react-aria's live announcer: a visually hidden region outside any page, not our markup (the
 *   same exclusion as the stories, see .storybook/preview.tsx).
 */
const excluded = ['[data-live-announcer]'];

/** Waits until the docs page has rendered and stopped changing (its stories render async). */
async function settle(page) {
  await page.waitForSelector('.sbdocs-content', { timeout: 30_000 });
  let previous = -1;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const size = await page.evaluate(() => document.body.innerHTML.length);
    if (size === previous) return;
    previous = size;
    await page.waitForTimeout(250);
  }
}

function describe(violation) {
  const targets = violation.nodes
    .slice(0, 3)
    .map(
      (node) =>
        `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    )
    .join('\n');
  return `    ${violation.id} (${violation.impact}): ${violation.help}\n${targets}`;
}

/**
 * @param {string} url the served Storybook
 * @param {{ only?: string }} options `only`: check docs entries whose id contains this text
 * @returns {Promise<number>} how many pages had violations
 */
export async function checkDocsPages(url, { only } = {}) {
  const index = await (await fetch(`${url}/index.json`)).json();
  const docs = Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .filter((entry) => !only || entry.id.includes(only));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  let failures = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const entry of docs) {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await page.goto(`${url}/iframe.html?viewMode=docs&id=${entry.id}`);
      await settle(page);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(
        (exclude) =>
          window.axe
            .run(
              { include: [['#storybook-docs']], exclude: exclude.map((selector) => [selector]) },
              {
                resultTypes: ['violations'],
              },
            )
            .then((results) => results.violations),
        excluded,
      );
      const links = await page.$$eval('#storybook-docs a[href*="path=/"]', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      for (const href of links) {
        const target = /path=\/(?:docs|story)\/([^&#]+)/.exec(href)?.[1];
        if (!target || !(target in index.entries)) errors.push(`a link leads nowhere: ${href}`);
      }
      if (violations.length || errors.length) {
        failures += 1;
        console.error(`✗ ${entry.title} (${entry.id})`);
        for (const violation of violations) console.error(describe(violation));
        for (const error of errors) console.error(`    ${error}`);
      } else {
        console.log(`✓ ${entry.title}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`docs pages: ${docs.length - failures} passed, ${failures} failed (axe and links)`);
  return failures;
}

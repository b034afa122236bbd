#!/usr/bin/env node
/**
 * Opens the consumer app's bundle (argument: its dist folder) in Debian's Chromium and checks that
 * the form, the dialog and the table from the packed @studio/ui render and respond.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dist = process.argv[2];
const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>';
// The page and the chunks it imports on demand (the design system fetches its dialog and menus
// when first opened); anything else is the page's HTML.
const server = createServer((request, response) => {
  const file = /^\/[\w.-]+\.js$/.test(request.url ?? '') ? path.join(dist, request.url) : null;
  if (file && existsSync(file)) {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(readFileSync(file));
  } else {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(html);
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let failed = false;
const errors = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByLabel('Channel name').fill('Main sanctuary');
  await page.getByRole('button', { name: 'Open details' }).click();
  await page.getByRole('dialog').getByText('Main sanctuary').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const rows = await page.getByRole('row').count();
  if (rows < 3) throw new Error(`expected a header and two rows in the table, found ${rows} rows`);
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  console.log('consumer: form, dialog and table from the packed @studio/ui render in Chromium');
} catch (error) {
  failed = true;
  console.error(error);
  if (errors.length) console.error(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);

/**
 * `npm start`'s promise (ARCHITECTURE.md): editing a markdown file updates the open page. The dev
 * server runs in a copy of the project (`makeCopy`, as `npm run bench` does), so the working tree
 * and the built site the other tests read are never touched. Two saves in a row: the content
 * pipeline's second run once failed on what its first had filled into a kept render, and no
 * save after the server started reached the page. It starts its own browser, not the shared
 * harness's: the harness serves a built folder, and this page comes from the dev server.
 */
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { EDITED, freePort, makeCopy, startDevServer } from '../../src/build/bench/dev-server.ts';
import { stopProcessGroup } from '../../src/build/process-group.ts';
import { CHROMIUM_ARGS, findChromium } from '../../src/build/chromium.ts';
import { ROOT } from './harness.ts';

const dir = path.join(ROOT, '.cache/e2e-dev');
let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  const child = server?.child;
  if (child !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stopProcessGroup(child);
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('shows each markdown save in the open page without a reload', async () => {
    await makeCopy(dir);
    const port = await freePort();
    server = await startDevServer(dir, port);
    const executablePath = findChromium();
    if (executablePath === undefined) throw new Error('No Chromium found: run `npm test` (it installs one) or set CHROME_PATH.');
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}${EDITED.url}`);
    await page.waitForSelector('main h1');
    // A reload would clear this mark: the page takes the new text in place.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const file = path.join(dir, EDITED.file);
    const original = await readFile(file, 'utf8');
    for (const n of [1, 2]) {
      const marker = `Saved in a test, edit ${n}.`;
      await appendFile(file, `\n${marker}\n`);
      await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text) === true, marker, { timeout: 60_000 });
      await writeFile(file, original);
      await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text) === false, marker, { timeout: 60_000 });
    }
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    // A failed step prints ✖; a failed regeneration outside a step, a content pipeline warning.
    expect(server.log()).not.toMatch(/✖|warning: content pipeline/);
  }, 240_000);
});

/**
 * Package-manager tabs and the page actions in Chromium, on the fixture build's
 * /concepts/install/ (two tab groups): the choice syncs across groups, survives a reload and a
 * client-side navigation, shows before any script of the app runs, works with storage that
 * throws, by keyboard and without JavaScript; 'Copy page' copies the page's markdown and says so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../src/build/gates/browser.ts';
import { PM_STORAGE_KEY } from '../../src/shared/package-managers.ts';
import { ChromeSession, ownProblems, throwingStorage } from './chrome-helpers.ts';

const session = new ChromeSession();
const PATH = '/concepts/install/';

/** One group: the managers whose panels show, whose tab is selected, and whose tab is the group's tab stop. */
interface GroupState {
  shown: string[];
  selected: string[];
  tabStops: string[];
}

function tabState(page: Page): Promise<GroupState[]> {
  return page.$$eval('[data-page-body] [data-pm-tabs]', (groups) =>
    groups.map((group) => ({
      shown: [...group.querySelectorAll<HTMLElement>('[data-pm]')].filter((p) => p.offsetParent !== null).map((p) => p.dataset['pm'] ?? ''),
      selected: [...group.querySelectorAll<HTMLElement>('[role="tab"][aria-selected="true"]')].map((t) => t.dataset['pmTab'] ?? ''),
      tabStops: [...group.querySelectorAll<HTMLElement>('[role="tab"]')].filter((t) => t.tabIndex === 0).map((t) => t.dataset['pmTab'] ?? ''),
    })),
  );
}

const both = (pm: string): GroupState[] => [
  { shown: [pm], selected: [pm], tabStops: [pm] },
  { shown: [pm], selected: [pm], tabStops: [pm] },
];

const focusedTab = (page: Page): Promise<string | undefined> => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['pmTab']);

describe('package-manager tabs', () => {
  it('sync across groups, work by keyboard, pass axe and keep the choice across navigation and reload', async () => {
    const page = await session.visit(PATH);
    expect(await tabState(page)).toEqual(both('npm'));
    // The tabs' code arrives after hydration: wait for its first effect, the tab stops it sets.
    await page.locator('[data-pm-tabs] [data-pm-tab="yarn"]').first().click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-pm-choice') === 'yarn');
    expect(await tabState(page)).toEqual(both('yarn'));
    expect(await page.evaluate((key) => localStorage.getItem(key), PM_STORAGE_KEY)).toBe('yarn');

    // Keyboard, in the second group: arrows wrap, Home and End go to the ends, focus follows.
    await page.locator('[data-pm-tabs]').nth(1).locator('[data-pm-tab="yarn"]').focus();
    const steps: Array<[string, string]> = [['ArrowRight', 'pnpm'], ['End', 'bun'], ['ArrowRight', 'npm'], ['ArrowLeft', 'bun'], ['Home', 'npm'], ['ArrowRight', 'yarn'], ['ArrowRight', 'pnpm']];
    for (const [key, pm] of steps) {
      await page.keyboard.press(key);
      expect([key, await focusedTab(page)]).toEqual([key, pm]);
    }
    expect(await tabState(page)).toEqual(both('pnpm'));
    expect(await runAxe(page, { include: 'main' })).toEqual([]);

    // A client-side navigation away and back renders the page anew: its groups show the choice.
    await page.click('main a[href="/concepts/alpha/"]');
    await page.waitForSelector('main h1:text("Alpha")');
    await page.goBack();
    await page.waitForSelector('[data-page-body] [data-pm-tabs]');
    await page.waitForFunction(() => document.querySelector('[data-pm-tabs] [data-pm-tab="pnpm"]')?.getAttribute('aria-selected') === 'true');
    expect(await tabState(page)).toEqual(both('pnpm'));

    // A new load with every script file held (never answered): only the inline scripts have run,
    // and the stored choice already shows (no flash of the npm panels first). (Refused, the boot
    // script would take html[data-js] away: the page without JavaScript, all panels shown.)
    await page.route('**/*.js', () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => [document.documentElement.getAttribute('data-pm-choice'), document.documentElement.hasAttribute('data-hydrated')])).toEqual(['pnpm', false]);
    expect((await tabState(page)).map((g) => g.shown)).toEqual([['pnpm'], ['pnpm']]);
    expect(await page.locator('[data-pm-tabs] [role="tablist"]').first().isVisible()).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(ownProblems(session.current?.problems ?? []).filter((p) => !p.includes('ERR_FAILED'))).toEqual([]);
  });

  it('give the stored choice its selected tab and tab stop once the document is parsed, before any script of the app runs', async () => {
    // Reader review (session 23): CSS showed the stored choice's panel at once, but its tab was
    // marked selected only by the tabs' own code, in a chunk loaded when the browser is idle.
    const { page } = await session.open();
    await page.addInitScript((key) => localStorage.setItem(key, 'pnpm'), PM_STORAGE_KEY);
    await page.route(/\.js$/, () => new Promise<void>(() => undefined));
    await page.goto(`${session.base}${PATH}`, { waitUntil: 'domcontentloaded' });
    expect(await tabState(page)).toEqual(both('pnpm'));
  });

  it('work with storage that throws: the choice holds for the page', async () => {
    const watched = await session.open();
    await throwingStorage(watched.page);
    await watched.page.goto(`${session.base}${PATH}`);
    await watched.page.waitForSelector('html[data-hydrated]');
    expect(await tabState(watched.page)).toEqual(both('npm'));
    await watched.page.locator('[data-pm-tabs] [data-pm-tab="bun"]').nth(1).click();
    await watched.page.waitForFunction(() => document.documentElement.getAttribute('data-pm-choice') === 'bun');
    expect(await tabState(watched.page)).toEqual(both('bun'));
    expect(ownProblems(watched.problems)).toEqual([]);
  });

  it('show every variant under its name without JavaScript', async () => {
    const { page } = await session.open({ javaScript: false });
    await page.goto(`${session.base}${PATH}`);
    expect((await tabState(page)).map((g) => g.shown)).toEqual([
      ['npm', 'yarn', 'pnpm', 'bun'],
      ['npm', 'yarn', 'pnpm', 'bun'],
    ]);
    expect(await page.locator('[data-pm-tabs] [data-pm-label]').evaluateAll((labels) => labels.map((l) => (l as HTMLElement).innerText))).toEqual(['npm', 'Yarn', 'pnpm', 'Bun', 'npm', 'Yarn', 'pnpm', 'Bun']);
    expect(await page.locator('[data-pm-tabs] [role="tablist"]').first().isVisible()).toBe(false);
    expect(await page.locator('main').innerText()).toContain('yarn add -D webpack webpack-cli');
    // The actions: the link works without script, the copy button needs it.
    expect(await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe(`${PATH}index.md`);
    expect(await page.getByRole('button', { name: 'Copy page' }).isVisible()).toBe(false);
  });
});

describe('Copy page', () => {
  it('copies the markdown and announces it, says why when there is none, and offers it to copy by hand when the clipboard is refused', async () => {
    const page = await session.visit(PATH);
    await session.current?.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.base });
    const status = page.getByTestId('copy-page-status');
    const button = page.getByRole('button', { name: 'Copy page' });
    expect(await status.getAttribute('role')).toBe('status');

    // The page's own markdown, as the build wrote it.
    const built = await page.evaluate(async (url) => (await fetch(url)).text(), `${PATH}index.md`);
    expect(built).toContain('# Install Commands');
    await button.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="copy-page-status"]')?.textContent === 'Page copied as Markdown');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(built);
    expect(await status.isVisible()).toBe(true);

    // A missing file, and then a refused clipboard: answered here, so each case is certain.
    const markdown = '# Install Commands\n\n```bash\nnpm install --save-dev webpack webpack-cli\n```\n';
    let answer = { status: 404, body: 'Not found' };
    const requested: string[] = [];
    await page.route(`**${PATH}index.md`, (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: answer.status, contentType: 'text/markdown; charset=utf-8', body: answer.body });
    });
    await button.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="copy-page-status"]')?.textContent?.includes('HTTP 404') === true);
    expect(await status.textContent()).toBe('The Markdown version of this page is not available (HTTP 404).');
    expect(requested).toEqual([`${PATH}index.md`]);

    // The clipboard refused (as a browser without permission does): a dialog holds the text, selected.
    answer = { status: 200, body: markdown };
    await page.evaluate(() => {
      const refuse = (): Promise<never> => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.assign(navigator.clipboard, { write: refuse, writeText: refuse });
    });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Copy the page as Markdown' });
    await dialog.waitFor();
    expect(await page.evaluate(() => {
      const area = document.activeElement as HTMLTextAreaElement;
      return [area.tagName, area.value.slice(area.selectionStart, area.selectionEnd)];
    })).toEqual(['TEXTAREA', markdown]);
    expect(await status.textContent()).toBe('The clipboard was refused: copy the selected Markdown from the dialog');
    expect(await runAxe(page, { include: 'dialog' })).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy page');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });
});

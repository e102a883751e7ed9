/**
 * The offline page (`/offline.html`): what the service worker answers for a page that was never
 * visited when there is no network. Made from the prerendered app shell, so it carries the
 * site's header, footer and stylesheet, with the app's scripts and controls taken out: the app
 * would otherwise boot, see the requested URL and replace the message.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOT_ATTRIBUTE } from '../../shared/boot-script.ts';
import { SITE_NAME } from '../../shared/constants.ts';
import { APP_SHELL_URL, OFFLINE_URL } from '../../shared/service-worker.ts';

/** Texts of the offline page. */
export const OFFLINE_TEXT = {
  title: 'You are offline',
  body: 'This page has not been saved for reading offline. Pages you have visited before are still available.',
  retry: 'Try again',
  home: 'Go to Homepage',
} as const;

/** Turns the app shell's HTML into the offline page; throws when the shell lacks what it needs. */
export function offlinePageFromShell(shell: string): string {
  const main = /(<main\b[^>]*>)[\s\S]*?(<\/main>)/;
  if (!main.test(shell) || !/<title>[\s\S]*?<\/title>/.test(shell)) throw new Error(`${APP_SHELL_URL}index.html has no <main> or <title>: cannot make ${OFFLINE_URL}`);
  const message = [
    `<h1>${OFFLINE_TEXT.title}</h1>`,
    `<p>${OFFLINE_TEXT.body}</p>`,
    // An empty href loads the address the reader asked for again.
    `<p><a class="button" href="">${OFFLINE_TEXT.retry}</a> <a href="/">${OFFLINE_TEXT.home}</a></p>`,
  ].join('');
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${OFFLINE_TEXT.title} | ${SITE_NAME}</title>`)
    .replace(/<link rel="canonical"[^>]*>\n?/, '')
    .replace(/<meta property="og:url"[^>]*>\n?/, '')
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>\n?/g, '')
    .replace(new RegExp(`<script ${BOOT_ATTRIBUTE}=[^>]*>[\\s\\S]*?</script>\n?`, 'g'), '')
    .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>\n?/g, '')
    .replace(/<button\b[\s\S]*?<\/button>/g, '')
    .replace(/<select\b[\s\S]*?<\/select>/g, '')
    .replace(/<input\b[^>]*>/g, '')
    .replace(main, `$1${message}$2`);
}

/** Writes `/offline.html` from the built app shell. */
export async function writeOfflinePage(outDir: string): Promise<void> {
  const shell = await readFile(path.join(outDir, APP_SHELL_URL, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, OFFLINE_URL), offlinePageFromShell(shell));
}

/**
 * The offline page (`/offline.html`): what the service worker answers for a page that was never
 * visited when there is no network. Made from the prerendered app shell, so it carries the
 * site's header, footer and stylesheet, with the app's scripts and controls taken out: the app
 * would otherwise boot, see the requested URL and replace the message. One small script of its
 * own stays: Back and Forward from it load the entry's page (`OFFLINE_TRAVERSAL_SCRIPT`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOT_ATTRIBUTE } from '../../shared/boot-script.ts';
import { SITE_NAME } from '../../shared/constants.ts';
import { CHUNK_RECOVERY_SLOT } from '../../shared/chunk-recovery.ts';
import { APP_SHELL_URL, OFFLINE_URL } from '../../shared/service-worker.ts';
import { NOTIFICATION_ATTRIBUTE } from '../../shared/view-constants.ts';

/** Texts of the offline page. */
export const OFFLINE_TEXT = {
  title: 'You are offline',
  body: 'This page has not been saved for reading offline. Pages you have visited before are still available.',
  retry: 'Try again',
  home: 'Go to Homepage',
} as const;

/**
 * The offline page's one script: a Back or Forward that stays in this document loads the entry's
 * page. The app's recovery (src/app/sw/recovery.ts) reaches this page by reloading an entry the
 * app itself pushed (after a link's move the address is already the target), and a reload keeps
 * the entry in the same document as the app's other pushed entries, so Chromium went Back and
 * Forward among them within this page: only the address changed, and the message stayed over a
 * page that is saved. Reloaded, the entry is answered like any visit: its saved copy, the
 * network's, or this page again. The script also empties the recovery's guard, which refuses a
 * second full load of one page for 30 s: the load ended here, where nothing reloads on its own,
 * so a Forward back to this page is the reader's and may load it again (it showed 'Error loading
 * content.' instead). The page has no app to bring the notification bar, so the room the boot
 * script keeps for it (NOTIFICATION_ATTRIBUTE) is given back. When the browser comes back online
 * the page reloads itself, as Try again would (reader review, session 30: it waited for the reader).
 */
export const OFFLINE_TRAVERSAL_SCRIPT = `(function(){document.documentElement.removeAttribute(${JSON.stringify(NOTIFICATION_ATTRIBUTE)});try{sessionStorage.removeItem(${JSON.stringify(CHUNK_RECOVERY_SLOT)})}catch(e){}addEventListener("popstate",function(){location.reload()});addEventListener("online",function(){location.reload()})})()`;

/** Turns the app shell's HTML into the offline page; throws when the shell lacks what it needs. */
export function offlinePageFromShell(shell: string): string {
  const main = /(<main\b[^>]*>)[\s\S]*?(<\/main>)/;
  if (!main.test(shell) || !/<title>[\s\S]*?<\/title>/.test(shell) || !shell.includes('</head>')) throw new Error(`${APP_SHELL_URL}index.html has no <main>, <title> or </head>: cannot make ${OFFLINE_URL}`);
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
    .replace(main, `$1${message}$2`)
    .replace('</head>', `<script>${OFFLINE_TRAVERSAL_SCRIPT}</script>\n</head>`);
}

/** Writes `/offline.html` from the built app shell. */
export async function writeOfflinePage(outDir: string): Promise<void> {
  const shell = await readFile(path.join(outDir, APP_SHELL_URL, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, OFFLINE_URL), offlinePageFromShell(shell));
}

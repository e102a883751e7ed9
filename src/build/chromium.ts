/** Finds a Chromium for the end-to-end tests, or installs one on a fresh machine. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The Chromium to use: `CHROME_PATH`, then the usual install paths. */
export function findChromium(): string | undefined {
  const fromEnv = process.env['CHROME_PATH'];
  if (fromEnv !== undefined && fromEnv !== '' && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p));
}

/** Finds or installs Chromium; throws with what to do when neither works. */
export function ensureChromium(log: (line: string) => void): string {
  const found = findChromium();
  if (found !== undefined) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log('No Chromium found: installing Debian\'s chromium package with apt-get…');
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      log(`apt-get could not install chromium: ${(error as Error).message}`);
    }
    const installed = findChromium();
    if (installed !== undefined) return installed;
  }
  log('No Chromium found: trying Playwright\'s installer…');
  try {
    execFileSync('npx', ['playwright-core', 'install', 'chromium'], { stdio: 'inherit' });
  } catch {
    // Reported below with the ways out.
  }
  const last = findChromium();
  if (last !== undefined) return last;
  throw new Error(
    'No Chromium for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome) or set CHROME_PATH to its executable.',
  );
}

/**
 * Launch flags that keep a headless Chromium quiet on a closed network, and cheap per page.
 * Headless Chromium (the full browser since 132) still builds each window's omnibox, and with
 * these features on it starts a second renderer per window for the omnibox's WebUI popup: about
 * 0.7 s of CPU for every new context and page (10 contexts: 14 s of CPU with them, 6-9 s
 * without, measured with Chromium 156). No page ever sees the omnibox.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

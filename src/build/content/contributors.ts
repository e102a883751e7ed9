/**
 * Contributors from git: ONE `git log` over the content folders, parsed into authors per file,
 * merged with frontmatter usernames. No process per file.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EXCLUDED_CONTRIBUTORS } from '../../shared/constants.ts';
import type { Contributor } from '../../shared/types.ts';

const run = promisify(execFile);

/** History of one file. */
export interface FileHistory {
  /** Authors, most recent first, each once. */
  authors: Contributor[];
  /** ISO date of the newest commit touching the file. */
  lastUpdated: string;
}

/** Maps a GitHub no-reply address to its username: `123+octo@users.noreply.github.com` is `octo`. */
export function usernameFromEmail(email: string): string | undefined {
  const m = /^(?:\d+\+)?([A-Za-z0-9-]+)@users\.noreply\.github\.com$/i.exec(email.trim());
  return m?.[1];
}

const RECORD = '\u001e';
const FIELD = '\u001f';

/** Parses `git log --name-only --format=<RS>%an<US>%ae<US>%aI` output into per-file history. */
export function parseGitLog(output: string): Map<string, FileHistory> {
  const files = new Map<string, FileHistory>();
  for (const record of output.split(RECORD)) {
    if (record.trim() === '') continue;
    const [header = '', ...rest] = record.split('\n');
    const [name = '', email = '', date = ''] = header.split(FIELD);
    const username = usernameFromEmail(email);
    const author: Contributor = username === undefined ? { name } : { username, name: username };
    for (const file of rest.map((l) => l.trim()).filter(Boolean)) {
      let history = files.get(file);
      if (history === undefined) {
        history = { authors: [], lastUpdated: date };
        files.set(file, history);
      }
      const key = author.username ?? author.name;
      if (!history.authors.some((a) => (a.username ?? a.name) === key)) history.authors.push(author);
    }
  }
  return files;
}

/** Reads the history of every file under `paths` in one git process; empty without git. */
export async function readGitHistory(cwd: string, paths: readonly string[]): Promise<{ history: Map<string, FileHistory>; warning?: string }> {
  try {
    const { stdout } = await run(
      'git',
      ['log', '--no-merges', '--name-only', `--format=${RECORD}%an${FIELD}%ae${FIELD}%aI`, '--', ...paths],
      { cwd, maxBuffer: 256 * 1024 * 1024 },
    );
    return { history: parseGitLog(stdout) };
  } catch (error) {
    return { history: new Map(), warning: `git history unavailable (${(error as Error).message.split('\n')[0] ?? ''}): pages are built without git contributors and dates` };
  }
}

/** Frontmatter usernames first, then git authors; excluded usernames removed; each once. */
export function mergeContributors(frontmatter: readonly string[], git: readonly Contributor[]): Contributor[] {
  const out: Contributor[] = [];
  const seen = new Set<string>();
  const add = (c: Contributor): void => {
    const key = (c.username ?? `name:${c.name}`).toLowerCase();
    if (seen.has(key)) return;
    if (c.username !== undefined && EXCLUDED_CONTRIBUTORS.has(c.username)) return;
    seen.add(key);
    out.push(c);
  };
  for (const username of frontmatter) add({ username, name: username });
  for (const c of git) add(c);
  return out;
}

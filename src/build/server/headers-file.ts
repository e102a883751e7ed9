/** Reading `_headers` and `_redirects` (Netlify / Cloudflare Pages format) for the preview server. */

/** One `_headers` block: a path pattern and the headers it sets. */
export interface HeaderRule {
  /** Path pattern; `*` matches any run of characters. */
  pattern: string;
  /** Headers, in file order. */
  headers: Array<[string, string]>;
}

/** Parses `_headers`. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(':');
    if (current === undefined || colon === -1) throw new Error(`_headers: cannot read line '${raw.trim()}'`);
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A `_headers` pattern as a test of paths, compiled once for testing many (`*` matches any run of characters). */
export function patternMatcher(pattern: string): (pathname: string) => boolean {
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return (pathname) => re.test(pathname);
}

/** Whether a `_headers` pattern matches a path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return patternMatcher(pattern)(pathname);
}

/** Headers for a path: every matching block applies, later blocks override earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) out.set(name.toLowerCase(), value);
  }
  return out;
}

/** One `_redirects` line. */
export interface RedirectRule {
  /** Source path. */
  from: string;
  /** Target. */
  to: string;
  /** HTTP status. */
  status: number;
}

/** Parses `_redirects`. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [from = '', to = '', status = '301'] = l.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/**
 * Checks mode-dependent defaults stated on configuration pages against webpack's defaulting:
 * under a heading that is an option path (`### optimization.splitChunks.minSize`), a line
 * `- Default: \`A\` in production, \`B\` otherwise` (or `… in production, \`B\` in development,
 * \`C\` otherwise`). Parenthesised remarks are ignored; other Default lines are prose here.
 */
import webpack from 'webpack';
import { markdownLines } from './markdown-lines.ts';

/** One stated mode-dependent default. */
export interface ModeDefaultClaim {
  option: string;
  line: number;
  production: string;
  development: string;
  none: string;
}

const DEFAULT = /^- Default: `([^`]+)` in production, (?:`([^`]+)` in development, )?`([^`]+)` otherwise\.?$/;

/** The claims of one page. */
export function parseModeDefaults(markdown: string): ModeDefaultClaim[] {
  const claims: ModeDefaultClaim[] = [];
  let option: string | undefined;
  for (const { line, text, heading } of markdownLines(markdown)) {
    if (heading !== undefined) {
      option = heading.depth >= 2 && /^[a-z][\w]*(\.[\w]+)+$|^[a-z][\w]*$/i.test(heading.text) ? heading.text : undefined;
      continue;
    }
    const m = option === undefined ? null : DEFAULT.exec(text.replace(/\s*\([^()]*\)/g, ''));
    if (m !== null && option !== undefined) {
      const other = m[3] as string;
      claims.push({ option, line, production: m[1] as string, development: m[2] ?? other, none: other });
    }
  }
  return claims;
}

/** A stated literal as a value: booleans, numbers (`Infinity`), quoted strings. */
function literal(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?(\d+(\.\d+)?|Infinity)$/.test(text)) return Number(text);
  return text.replace(/^'(.*)'$/, '$1');
}

const defaultsByMode = new Map<string, Record<string, unknown>>();
function defaultsFor(mode: 'production' | 'development' | 'none'): Record<string, unknown> {
  let options = defaultsByMode.get(mode);
  if (options === undefined) {
    const normalized = webpack.config.getNormalizedWebpackOptions({ mode });
    webpack.config.applyWebpackOptionsDefaults(normalized);
    options = normalized as unknown as Record<string, unknown>;
    defaultsByMode.set(mode, options);
  }
  return options;
}

/** Checks one page; failures as `content/page:line: …`. */
export function checkModeDefaults(page: string, markdown: string): { checked: number; failures: string[] } {
  const failures: string[] = [];
  let checked = 0;
  for (const claim of parseModeDefaults(markdown)) {
    for (const mode of ['production', 'development', 'none'] as const) {
      const actual = claim.option.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], defaultsFor(mode));
      if (actual === undefined) continue;
      checked++;
      const stated = literal(claim[mode]);
      if (!Object.is(actual, stated)) failures.push(`content/${page}:${claim.line}: ${claim.option} in ${mode} mode is stated as ${claim[mode]}, webpack's default is ${typeof actual === 'number' ? String(actual) : JSON.stringify(actual)}`);
    }
  }
  return { checked, failures };
}

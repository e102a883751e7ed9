/**
 * The summary of a valid configuration: each option it sets, linked to its documentation, with
 * webpack's default for the configuration's mode beside it (production when it sets none, as
 * webpack assumes) and whether the value equals that default.
 */
import { linkFor } from '../../../shared/option-links.ts';
import { describeStandIn, type StandInNote } from './stand-ins.ts';

/** One option the configuration sets. */
export interface SummaryRow {
  /** Option path as written: `output.filename`. */
  option: string;
  /** The value, shown as the checker read it. */
  value: string;
  /** webpack's default in this mode, when it is a simple value. */
  defaultValue?: string;
  /** The value equals the default: the option could be left out. */
  isDefault: boolean;
  /** Its documentation. */
  link: string;
}

/** The summary of one configuration. */
export interface Summary {
  /** The mode the defaults are for. */
  mode: 'production' | 'development' | 'none';
  /** Whether the configuration names the mode (else webpack assumes production and warns). */
  modeSet: boolean;
  /** The source of a `mode` the checker could not read (`argv.mode || 'development'`): set, but to what only running tells. */
  modeUnread?: string;
  rows: SummaryRow[];
}

type Defaults = Readonly<Record<'production' | 'development' | 'none', Readonly<Record<string, unknown>>>>;

/** How the page shows a value it read. */
export function showValue(value: unknown): string {
  const standIn = describeStandIn(value);
  if (standIn !== undefined) return standIn.kind === 'function' ? `function (${standIn.label.split('\n')[0] ?? ''})` : standIn.label;
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'function') return 'function';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) {
    const simple = value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
    if (simple) {
      const text = JSON.stringify(value);
      if (text.length <= 80) return text;
    }
    return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  }
  if (typeof value === 'object') return value !== null && Object.keys(value).length === 0 ? '{}' : '{…}';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…"` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp) && describeStandIn(value) === undefined;
}

function leaves(value: Record<string, unknown>, prefix: string, out: Array<[string, unknown]>, depth: number): void {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(child) && depth < 3 && Object.keys(child).length > 0) leaves(child, path, out, depth + 1);
    else out.push([path, child]);
  }
}

/**
 * The summary of one configuration object. `modeUnread` is the source of its `mode` when the
 * reading left it out as unknown (listed among the notes), so the summary does not say no mode
 * was set. `leftOut` are the option paths the reading left out (`unreadPaths`): an object that
 * is empty only because its keys were left out gets no row (it read as "output {…}" with nothing
 * in it); the notes list those keys.
 */
export function summarize(config: Record<string, unknown>, defaults: Defaults, anchors: Readonly<Record<string, string>>, modeUnread?: string, leftOut: readonly string[] = []): Summary {
  const modeSet = typeof config['mode'] === 'string' && ['production', 'development', 'none'].includes(config['mode']);
  const mode = modeSet ? (config['mode'] as Summary['mode']) : 'production';
  const found: Array<[string, unknown]> = [];
  leaves(config, '', found, 0);
  const emptied = ([option, value]: [string, unknown]): boolean => isPlainObject(value) && Object.keys(value).length === 0 && leftOut.some((p) => p.startsWith(`${option}.`));
  const rows = found.filter((entry) => !emptied(entry)).map(([option, value]): SummaryRow => {
    const fallback = defaults[mode][option];
    const hasDefault = Object.prototype.hasOwnProperty.call(defaults[mode], option);
    const row: SummaryRow = { option, value: showValue(value), isDefault: hasDefault && JSON.stringify(fallback) === JSON.stringify(value), link: linkFor(option, anchors) };
    if (hasDefault) row.defaultValue = showValue(fallback);
    return row;
  });
  const summary: Summary = { mode, modeSet, rows };
  if (!modeSet && modeUnread !== undefined) summary.modeUnread = modeUnread;
  return summary;
}

/** The summary table's caption: which defaults are beside the values, and why those. */
export function captionFor(summary: Summary, index: number | undefined): string {
  const head = `${index === undefined ? 'Options set' : `Configuration ${index}: options set`}, with webpack's defaults in ${summary.mode} mode`;
  if (summary.modeSet) return head;
  if (summary.modeUnread !== undefined) return `${head} (mode is \`${summary.modeUnread}\`, which only running the file tells: the defaults shown are production's, webpack's choice when mode is unset)`;
  return `${head} (no mode set: webpack assumes production)`;
}

/** The source of configuration `index`'s `mode` if the reading left it out as unknown (`index` undefined: the only configuration). */
export function unreadMode(notes: readonly StandInNote[], index: number | undefined): string | undefined {
  return unreadNotes(notes, index).find(([path]) => path === 'mode')?.[1].label;
}

/** The option paths (`output.path`) the reading left out as unknown in configuration `index` (undefined: the only one). */
export function unreadPaths(notes: readonly StandInNote[], index: number | undefined): string[] {
  return unreadNotes(notes, index).map(([path]) => path);
}

/** The notes of options left out as unknown in configuration `index`, each with its option path. */
function unreadNotes(notes: readonly StandInNote[], index: number | undefined): Array<[path: string, note: StandInNote]> {
  const prefix = index === undefined ? '/' : `/${index}/`;
  return notes.filter((n) => n.kind === 'unknown' && n.path.startsWith(prefix)).map((n) => [n.path.slice(prefix.length).split('/').join('.'), n]);
}

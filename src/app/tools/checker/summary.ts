/**
 * The summary of a valid configuration: each option it sets, linked to its documentation, with
 * webpack's default for the configuration's mode beside it (production when it sets none, as
 * webpack assumes) and whether the value equals that default.
 */
import { linkFor } from '../../../shared/option-links.ts';
import { describeStandIn } from './stand-ins.ts';

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
  if (typeof value === 'object') return '{…}';
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

/** The summary of one configuration object. */
export function summarize(config: Record<string, unknown>, defaults: Defaults, anchors: Readonly<Record<string, string>>): Summary {
  const modeSet = typeof config['mode'] === 'string' && ['production', 'development', 'none'].includes(config['mode']);
  const mode = modeSet ? (config['mode'] as Summary['mode']) : 'production';
  const found: Array<[string, unknown]> = [];
  leaves(config, '', found, 0);
  const rows = found.map(([option, value]): SummaryRow => {
    const fallback = defaults[mode][option];
    const hasDefault = Object.prototype.hasOwnProperty.call(defaults[mode], option);
    const row: SummaryRow = { option, value: showValue(value), isDefault: hasDefault && JSON.stringify(fallback) === JSON.stringify(value), link: linkFor(option, anchors) };
    if (hasDefault) row.defaultValue = showValue(fallback);
    return row;
  });
  return { mode, modeSet, rows };
}

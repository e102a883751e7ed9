/**
 * The defaults the checker's summary shows beside each option: webpack's own defaulting
 * (`getNormalizedWebpackOptions` + `applyWebpackOptionsDefaults`, context `/project`) for each
 * mode, flattened to option paths with simple values (strings, numbers, booleans, null, short
 * lists of those). Objects are walked; functions, RegExps and the like are left out. `mode`
 * itself has no entry: left out, it is unset rather than the mode the defaults are for.
 */
import { createRequire } from 'node:module';
import { withoutMachinePaths } from '../machine-paths.ts';

const require = createRequire(import.meta.url);

/** The modes the summary knows. */
export const MODES = ['production', 'development', 'none'] as const;

interface WebpackConfigApi {
  config: { getNormalizedWebpackOptions: (options: object) => object; applyWebpackOptionsDefaults: (options: object) => void };
}

function simple(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  return Array.isArray(value) && value.length <= 12 && value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
}

/** A simple value with the paths of this machine put in words (`output.path` is the working directory's `dist`). */
function neutral(value: unknown): unknown {
  if (typeof value === 'string') return withoutMachinePaths(value);
  return Array.isArray(value) ? value.map(neutral) : value;
}

function flatten(value: unknown, prefix: string, out: Record<string, unknown>, depth: number): void {
  if (simple(value)) {
    if (prefix !== '') out[prefix] = neutral(value);
    return;
  }
  if (depth > 4 || value === null || typeof value !== 'object' || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return;
  for (const [key, child] of Object.entries(value)) flatten(child, prefix === '' ? key : `${prefix}.${key}`, out, depth + 1);
}

/** Option path → default, per mode. */
export function modeDefaults(): Record<(typeof MODES)[number], Record<string, unknown>> {
  const webpack = require('webpack') as WebpackConfigApi;
  const out = {} as Record<(typeof MODES)[number], Record<string, unknown>>;
  for (const mode of MODES) {
    const normalized = webpack.config.getNormalizedWebpackOptions({ mode, context: '/project' });
    webpack.config.applyWebpackOptionsDefaults(normalized);
    const flat: Record<string, unknown> = {};
    flatten(normalized, '', flat, 0);
    // Defaulting for a mode keeps that mode, but webpack's own default is no mode at all
    // (production's defaults plus a warning): `mode: 'development'` is never "the default".
    delete flat['mode'];
    out[mode] = flat;
  }
  return out;
}

/**
 * The configuration checker's core, without a page: reads the text (evaluate.ts), validates the
 * value with webpack's own validator and error wording (generated at build time, see
 * src/build/tools/validator-source.ts) and describes each error for the page: the option, the
 * message webpack prints, the line, a link to the option's heading and a suggestion. Runs the
 * same in Node (the tests) and in the browser.
 */
import type { SourceRange } from './evaluate.ts';
import { linkFor } from '../../../shared/option-links.ts';
import { readConfiguration } from './read.ts';
import { removedDevtool, removedProperty, type Removal } from './removed.ts';
import type { StandInNote } from './stand-ins.ts';
import { closestName } from './suggest.ts';

/** One of ajv's errors as schema-utils groups them (the part read here). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: { additionalProperty?: string };
  parentSchema?: { properties?: Record<string, unknown> };
  children?: SchemaError[];
}

/** The validator module's error: schema-utils' ValidationError. */
export interface ValidationErrorLike extends Error {
  errors: SchemaError[];
  formatValidationError: (error: SchemaError) => string;
  postFormatter: ((formatted: string, error: SchemaError) => string) | null;
}

/** What the checker needs from the build: the validator and where each option is documented. */
export interface CheckerDeps {
  /** Throws what `webpack.validate` throws for an invalid configuration. */
  validate: (options: unknown) => void;
  /** Option path (`module.rules[].use`) → URL of its heading. */
  anchors: Readonly<Record<string, string>>;
}


/** One error, ready to show. */
export interface CheckerError {
  /** The option as a reader writes it: `output.filname`, `[1].entry`, `(root)`. */
  option: string;
  /** What webpack prints for this error (one item of its list). */
  message: string;
  /** Line in the text (1-based) and the range to mark. */
  range: SourceRange;
  /** The documentation of the option (or of the nearest documented parent). */
  link: string;
  /** For an unknown property: the likely intended one, as a full option path. */
  suggestion?: { option: string; link: string };
  /** The property or value existed in an earlier webpack and was removed: when, and the migration guide's section. */
  removed?: Removal;
}

/** The checker's answer. */
export type CheckResult =
  | { status: 'unreadable'; message: string; line: number }
  | {
      status: 'invalid';
      errors: CheckerError[];
      fullMessage: string;
      notes: StandInNote[];
      value: unknown;
    }
  | { status: 'valid'; value: unknown; notes: StandInNote[]; kind: string };

/** JSON-pointer segments of an error's instance path; schema-utils writes `[i]` in front for an array of configurations. */
export function pointerSegments(instancePath: string): string[] {
  const match = /^\[(\d+)\](.*)$/.exec(instancePath);
  const rest = match === null ? instancePath : (match[2] ?? '');
  const segments =
    rest === ''
      ? []
      : rest
          .slice(1)
          .split('/')
          .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return match === null ? segments : [match[1] ?? '0', ...segments];
}

/** The option path documentation headings use: array indexes become `[]` (`module.rules[].use`). */
export function optionPathOf(segments: readonly string[], multi: boolean): string {
  let out = '';
  for (const [i, s] of segments.entries()) {
    if (multi && i === 0) continue;
    if (/^\d+$/.test(s)) out += '[]';
    else out += out === '' ? s : `.${s}`;
  }
  return out;
}

/** The reader's name of an option: `output.filname`, `module.rules[0].use`, `[1].entry`. */
function readableOption(segments: readonly string[]): string {
  let out = '';
  for (const s of segments) out += /^\d+$/.test(s) ? `[${s}]` : out === '' ? s : `.${s}`;
  return out === '' ? '(root)' : out;
}

function rangeFor(segments: readonly string[], locations: ReadonlyMap<string, SourceRange>): SourceRange {
  for (let n = segments.length; n >= 0; n--) {
    const found = locations.get(
      segments
        .slice(0, n)
        .map((s) => `/${s}`)
        .join(''),
    );
    if (found !== undefined) return found;
  }
  return { line: 1, from: 0, to: 0 };
}

/** How webpack's message names the option an error sits on: `configuration.module.rules[0]`, `configuration[1].entry`. */
function messagePath(error: SchemaError): string {
  const option = readableOption(pointerSegments(error.instancePath));
  return option === '(root)' ? 'configuration' : `configuration${option.startsWith('[') ? '' : '.'}${option}`;
}

/**
 * The error among `error` and the ones schema-utils nested under it that names the option most
 * precisely: an unknown property first, else the deepest path (an `anyOf` error sits on the
 * outer option, `node`, its alternatives' errors on the inner one, `node.process`). Only errors
 * whose option webpack's message (`formatted`) speaks of count: schema-utils keeps the deepest of
 * an `anyOf`'s errors, so with `enforce: 'first'` in one rule and an unknown property in the next,
 * the message is about `module.rules[0].enforce` alone, though the unknown property is nested too.
 */
function mostPrecise(error: SchemaError, formatted: string): SchemaError {
  const subjects = formatted.split('\n').map((line) => line.replace(/^[\s*-]+/, ''));
  const spoken = (e: SchemaError): boolean => subjects.some((line) => line.startsWith(`${messagePath(e)} `));
  let best = error;
  let bestScore = -1;
  const stack = [error];
  while (stack.length > 0) {
    const current = stack.pop() as SchemaError;
    const score = pointerSegments(current.instancePath).length * 2 + (current.keyword === 'additionalProperties' ? 3 : 0) + (spoken(current) ? 1000 : 0);
    if (score > bestScore) {
      best = current;
      bestScore = score;
    }
    for (const child of current.children ?? []) stack.push(child);
  }
  return best;
}

/** The value at JSON-pointer segments of the configuration. */
function valueAt(value: unknown, segments: readonly string[]): unknown {
  let current = value;
  for (const s of segments) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, s)) return undefined;
    current = (current as Record<string, unknown>)[s];
  }
  return current;
}

function describe(outer: SchemaError, formatted: string, hint: (error: SchemaError) => string, value: unknown, deps: CheckerDeps, locations: ReadonlyMap<string, SourceRange>): CheckerError {
  const multi = Array.isArray(value);
  const error = mostPrecise(outer, formatted);
  const base = pointerSegments(error.instancePath);
  const unknownKey = error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined;
  const segments = unknownKey === undefined ? base : [...base, unknownKey];
  const parentOption = optionPathOf(base, multi);
  const out: CheckerError = {
    option: readableOption(segments),
    message: formatted,
    range: rangeFor(segments, locations),
    link: linkFor(parentOption, deps.anchors),
  };
  // webpack adds its hint only to an error at the top of the list; asked about the precise one
  // it names a property removed in webpack 5 wherever it sits (`node.process`).
  const removed = unknownKey !== undefined ? removedProperty(parentOption, unknownKey, `${formatted}\n${hint(error)}`, out.option) : parentOption === 'devtool' ? removedDevtool(valueAt(value, base)) : undefined;
  if (removed !== undefined) {
    out.removed = removed;
    out.link = removed.link;
  }
  if (unknownKey !== undefined) {
    const known = Object.keys(error.parentSchema?.properties ?? {});
    const suggestion = closestName(unknownKey, known);
    if (suggestion !== undefined) {
      const option = parentOption === '' ? suggestion : `${parentOption}.${suggestion}`;
      out.suggestion = { option, link: linkFor(option, deps.anchors) };
    }
  }
  return out;
}

/** Checks a configuration text. Never throws for any text. */
export function checkConfiguration(text: string, deps: CheckerDeps): CheckResult {
  const reading = readConfiguration(text);
  if (!reading.ok)
    return {
      status: 'unreadable',
      message: reading.message,
      line: reading.line,
    };
  const { value, notes, locations } = reading;
  try {
    deps.validate(value);
  } catch (error) {
    const e = error as ValidationErrorLike;
    if (!Array.isArray(e.errors) || typeof e.formatValidationError !== 'function') {
      return {
        status: 'unreadable',
        message: `the validator failed: ${String(e.message)}`,
        line: 1,
      };
    }
    const errors = e.errors.map((item) => {
      const formatted = e.formatValidationError(item);
      const hint = (inner: SchemaError): string => (e.postFormatter === null ? '' : e.postFormatter('', inner));
      return describe(item, e.postFormatter === null ? formatted : e.postFormatter(formatted, item), hint, value, deps, locations);
    });
    return { status: 'invalid', errors, fullMessage: e.message, notes, value };
  }
  return { status: 'valid', value, notes, kind: reading.kind };
}

/**
 * The search index file's number code (codec.ts): numbers written one after another without
 * separators, in characters JSON need not escape.
 */

/**
 * Digits of the number code: a number is any count of `LEAD` digits (bijective base 28) and one
 * `FINAL` digit (base 64), so numbers follow one another without separators; 0 to 63 take one
 * character, up to 1,791 two. Neither set holds `.`, `,`, `"`, `\` or a line break, so the file
 * needs no escapes in them. (A one-byte separator between postings lines instead of `\n`, which
 * JSON writes as two characters, saved 3.6 KB of gzip.)
 */
const FINAL = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
const LEAD = " !#$%&'()*+/:;<=>?@[]^`{|}~";
const DOT = 46;
/** Digit value by character code: 0..63 for `FINAL`, 64.. for `LEAD`, -1 for anything else. */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < FINAL.length; i += 1) DIGIT[FINAL.charCodeAt(i)] = i;
for (let i = 0; i < LEAD.length; i += 1) DIGIT[LEAD.charCodeAt(i)] = FINAL.length + i;

/** One non-negative integer in the number code. */
export function encodeNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`search index: ${n} is not a non-negative integer`);
  let out = FINAL[n % FINAL.length] as string;
  for (let lead = Math.floor(n / FINAL.length); lead > 0; lead = Math.floor(lead / LEAD.length)) {
    lead -= 1;
    out = (LEAD[lead % LEAD.length] as string) + out;
  }
  return out;
}

/** Numbers in the number code, one after another. */
export function encodeNumbers(numbers: readonly number[]): string {
  return numbers.map(encodeNumber).join('');
}

/** The error for a file that does not read as the format says. */
export const damaged = (what: string): Error => new Error(`search index file is damaged: ${what}`);

/**
 * Reads the number code. With `dots` (a postings line), a number after a `.` (a term frequency)
 * comes back negative, so one flat array carries both.
 */
export function readNumbers(text: string, dots: boolean): number[] {
  const out: number[] = [];
  let lead = 0;
  let sign = 1;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const digit = DIGIT[code] ?? -1;
    if (digit >= FINAL.length) {
      lead = lead * LEAD.length + digit - FINAL.length + 1;
    } else if (digit >= 0) {
      out.push(sign * (lead * FINAL.length + digit));
      lead = 0;
      sign = 1;
    } else if (dots && code === DOT && sign === 1 && lead === 0 && out.length > 0) {
      sign = -1;
    } else {
      throw damaged(`unexpected ${JSON.stringify(text[i])} in a number`);
    }
  }
  if (lead !== 0 || sign !== 1) throw damaged('a number is cut short');
  return out;
}

/** Reads `encodeNumbers` back. */
export function decodeNumbers(text: string): number[] {
  return readNumbers(text, false);
}

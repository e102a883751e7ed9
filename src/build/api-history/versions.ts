/** Plain `major.minor.patch` versions: comparing them and the "since 5.N" mark of one. */

/** Negative, zero or positive as `a` is older than, equal to or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).slice(0, 3).map(Number);
  const pb = b.split(/[.-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** `5.N` for a first version after 5.0, undefined for anything webpack 5.0 already had. */
export function sinceMark(version: string | undefined): string | undefined {
  const match = version === undefined ? null : /^5\.(\d+)\./.exec(version);
  if (match === null || Number(match[1]) === 0) return undefined;
  return `5.${match[1]}`;
}

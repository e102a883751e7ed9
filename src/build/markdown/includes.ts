/**
 * The `file=` include: a fence with an empty body and `file=examples/x/y.js#region` in its meta
 * is filled from that file at build time, so a page and the code CI runs cannot drift.
 */

/** Marker lines: `// #region name`, `/* #region name *\/`, `<!-- #region name -->`, `# #region name`. */
const REGION_START = /^\s*(?:\/\/|\/\*|<!--|#)\s*#region\s+([\w-]+)/;
const REGION_END = /^\s*(?:\/\/|\/\*|<!--|#)\s*#endregion\b/;

/** Returns the text of a region (or the whole file) with every marker line removed. */
export function extractRegion(source: string, region: string | undefined, describe: string): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let picked: string[];
  if (region === undefined) {
    picked = lines;
  } else {
    const start = lines.findIndex((l) => REGION_START.exec(l)?.[1] === region);
    if (start === -1) throw new Error(`region '${region}' not found in ${describe}`);
    picked = [];
    let depth = 0;
    for (const line of lines.slice(start + 1)) {
      if (REGION_START.test(line)) depth++;
      else if (REGION_END.test(line)) {
        if (depth === 0) break;
        depth--;
      }
      picked.push(line);
    }
  }
  const kept = picked.filter((l) => !REGION_START.test(l) && !REGION_END.test(l));
  while (kept.length > 0 && kept.at(-1)?.trim() === '') kept.pop();
  const indent = Math.min(...kept.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)?.[0].length ?? 0));
  return kept.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/** The title an included file shows by default: its path inside its example folder. */
export function defaultIncludeTitle(file: string): string {
  const m = /^examples\/[^/]+\/(.+)$/.exec(file);
  return m?.[1] ?? file.split('/').pop() ?? file;
}

/**
 * Where an option is documented: the configuration pages' option-path headings
 * (`.generated/option-anchors.json`, src/build/tools/option-anchors.ts). The checker links its
 * errors and summary with it, the defaults explorer its tree.
 */

/** The URL documenting an option path: its heading, else the nearest documented parent's. */
export function linkFor(optionPath: string, anchors: Readonly<Record<string, string>>): string {
  const parts = optionPath === '' ? [] : optionPath.split('.');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('.');
    const found = anchors[candidate] ?? anchors[candidate.replace(/(\[\])+$/, '')];
    if (found !== undefined) return found;
  }
  return '/configuration/';
}

/**
 * Where each option is documented: the headings of configuration pages that are option paths
 * (`### output.filename`, `### module.rules[].use`), as URL with anchor. The checker links its
 * errors and summary with this map (`.generated/option-anchors.json`).
 */
import type { Anchor } from '../../shared/types.ts';

const OPTION_HEADING = /^[a-zA-Z_$][\w$]*(?:\[\])*(?:\.[\w$]+(?:\[\])*)*$/;

/** Option path → `/configuration/<page>/#<id>`, the first heading of that name winning. */
export function optionAnchors(pages: ReadonlyArray<{ url: string; anchors: readonly Anchor[] }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const page of pages) {
    if (!page.url.startsWith('/configuration/')) continue;
    for (const anchor of page.anchors) {
      if (OPTION_HEADING.test(anchor.title) && out[anchor.title] === undefined) out[anchor.title] = `${page.url}#${anchor.id}`;
    }
  }
  return out;
}

/**
 * Tool pages (src/shared/tools.ts): the paragraph `{{tool:<name>}}` becomes the tool's mount
 * point, and every complete configuration example gets an "Open in checker" link carrying it.
 */
import { deflateRawSync } from 'node:zlib';
import { CHECKER_HASH_KEY, CHECKER_URL, isToolName, TOOLS, toBase64Url, type ToolName } from '../../shared/tools.ts';
import { escapeHtml } from '../prerender/document.ts';

/** HTML a tool's mount point holds before its code runs, after its `noScript` text (the defaults explorer's production/web tree). */
export type ToolPrerender = Partial<Record<ToolName, () => string>>;

/** The mount point of each `{{tool:name}}` paragraph; an unknown name fails the build. */
export function replaceToolMarkers(html: string, file: string, prerender: ToolPrerender = {}): string {
  return html.replace(/<p>\{\{tool:([\w-]+)\}\}<\/p>/g, (_m, name: string) => {
    if (!isToolName(name)) throw new Error(`${file}: unknown tool '${name}' (src/shared/tools.ts lists the tools)`);
    // `data-live-data`: the tool replaces this text once it runs (the no-JavaScript gate skips it).
    return `<div class="tool" data-tool="${name}" data-live-data=""><p class="tool-noscript">${escapeHtml(TOOLS[name].noScript)}</p>${prerender[name]?.() ?? ''}</div>`;
  });
}

/** A code block as the pipeline records it. */
export interface RecordedBlock {
  /** Fence language. */
  lang: string;
  /** Fence meta. */
  meta: { fragment?: boolean; title?: string; error?: string };
  /** Code shown. */
  code: string;
}

const CONFIG_TITLE = /^webpack\.config\.(?:js|mjs|cjs|ts)$/;

/** The checker's URL carrying a configuration text. */
export function checkerLink(code: string): string {
  return `${CHECKER_URL}#${CHECKER_HASH_KEY}=${toBase64Url(deflateRawSync(Buffer.from(code, 'utf8'), { level: 9 }))}`;
}

/**
 * After each complete configuration example (the ones `npm run check:docs` validates: titled
 * `webpack.config.*`, not a fragment, not an error on purpose) a link opening it in the checker.
 * Blocks and `<figure class="code-block">` elements are matched in order, each install-command
 * tab group (src/build/markdown/pm-tabs.ts: one block, a figure per package manager) counting
 * once, by its npm figure; a page where the counts still differ is left as it is.
 */
export function addCheckerLinks(html: string, blocks: readonly RecordedBlock[]): string {
  const figures = html.split('<figure class="code-block"');
  // A figure in the yarn, pnpm or bun panel of a tab group is a translation of the npm one before it.
  const translated = (before: string): boolean => /data-pm="(?:yarn|pnpm|bun)"><p [^>]*data-pm-label[^>]*>[^<]*<\/p>$/.test(before);
  const own = figures.slice(1).map((_, i) => !translated(figures[i] ?? ''));
  if (own.filter(Boolean).length !== blocks.length || !blocks.some((b) => isCompleteConfig(b))) return html;
  let out = figures[0] ?? '';
  let next = 0;
  for (const [i, isOwn] of own.entries()) {
    let part = figures[i + 1] ?? '';
    const block = isOwn ? blocks[next++] : undefined;
    if (block !== undefined && isCompleteConfig(block)) {
      const end = part.indexOf('</figure>');
      if (end !== -1) {
        const link = `<p class="code-actions"><a href="${escapeHtml(checkerLink(block.code))}" data-open-in-checker="">Open in checker</a></p>`;
        part = `${part.slice(0, end + '</figure>'.length)}${link}${part.slice(end + '</figure>'.length)}`;
      }
    }
    out += `<figure class="code-block"${part}`;
  }
  return out;
}

function isCompleteConfig(block: RecordedBlock): boolean {
  return block.meta.title !== undefined && CONFIG_TITLE.test(block.meta.title) && block.meta.fragment !== true && block.meta.error === undefined && block.lang !== 'ts' && block.lang !== 'typescript';
}

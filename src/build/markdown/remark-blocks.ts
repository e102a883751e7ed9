/**
 * Markdown-level steps: `file=` includes, code-fence bookkeeping and GitHub-style alerts.
 * They run on the mdast before it becomes HTML.
 */
import type { Nodes, Paragraph, Parents, Root, Text } from 'mdast';
import type { Plugin } from 'unified';
import { parseFenceMeta, type FenceMeta } from './fence-meta.ts';
import { defaultIncludeTitle, extractRegion } from './includes.ts';
import { translateScript } from './pm-commands.ts';
import { walk } from './walk.ts';
import { PACKAGE_MANAGERS } from '../../shared/package-managers.ts';

/** A code block as written in a page, for the documentation checks. */
export interface CodeBlock {
  /** Fence language (lowercase), empty when none. */
  lang: string;
  /** Parsed fence meta. */
  meta: FenceMeta;
  /** Code as shown (after any include). */
  code: string;
  /** 1-based line of the fence in the source file. */
  line: number;
}

/** What the markdown steps need from the outside world. */
export interface RemarkBlocksOptions {
  /** Reads a repository-relative file for `file=` includes. */
  readFile: (repoRelativePath: string) => string;
  /** Lines before the markdown body in its file, so positions are file lines. */
  lineOffset: number;
  /** Collects code blocks. */
  blocks: CodeBlock[];
  /** Collects files included, for watch mode. */
  includes: Set<string>;
  /** Raises a positioned error. */
  fail: (line: number | undefined, message: string) => never;
  /** Whether `npm2yarn` fences become tabs (not in third-party READMEs, whose fences are not ours). */
  pmTabs: boolean;
}

const ALERTS: Readonly<Record<string, string>> = {
  NOTE: 'Note',
  TIP: 'Tip',
  IMPORTANT: 'Important',
  WARNING: 'Warning',
  CAUTION: 'Caution',
};

/** Fills includes, records code blocks and tags fences with their meta for the highlighter. */
export const remarkCodeBlocks: Plugin<[RemarkBlocksOptions], Root> = (options) => (tree) => {
  walk<Nodes, Parents>(tree, (node) => {
    if (node.type !== 'code') return;
    const line = (node.position?.start.line ?? 1) + options.lineOffset;
    const meta = parseFenceMeta(node.meta);
    if (meta.file !== undefined) {
      if (node.value.trim() !== '') options.fail(line, `a fence with file=${meta.file} must have an empty body`);
      let source = '';
      try {
        source = options.readFile(meta.file);
      } catch {
        options.fail(line, `included file not found: ${meta.file}`);
      }
      try {
        node.value = extractRegion(source, meta.region, meta.file);
      } catch (error) {
        options.fail(line, (error as Error).message);
      }
      options.includes.add(meta.file);
      meta.title ??= defaultIncludeTitle(meta.file);
    }
    if (meta.pm === true && !options.pmTabs) delete meta.pm;
    if (meta.pm === true) {
      try {
        for (const pm of PACKAGE_MANAGERS) translateScript(node.value, pm);
      } catch (error) {
        options.fail(line, `npm2yarn: ${(error as Error).message}`);
      }
    }
    options.blocks.push({ lang: (node.lang ?? '').toLowerCase(), meta, code: node.value, line });
    const data = (node.data ??= {});
    data.hProperties = { ...data.hProperties, dataMeta: JSON.stringify(meta) };
  });
};

/** Turns `> [!TIP]` blockquotes into labelled callouts. */
export const remarkAlerts: Plugin<[], Root> = () => (tree) => {
  walk<Nodes, Parents>(tree, (node) => {
    if (node.type !== 'blockquote') return;
    const first = node.children[0];
    if (first?.type !== 'paragraph') return;
    const text = first.children[0];
    if (text?.type !== 'text') return;
    const m = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*\n?/.exec(text.value);
    if (m === null) return;
    const kind = m[1] ?? 'NOTE';
    text.value = text.value.slice(m[0].length);
    if (text.value === '' && first.children.length === 1) node.children.shift();
    else if (text.value === '' ) first.children.shift();
    const title: Paragraph = {
      type: 'paragraph',
      data: { hProperties: { className: ['callout-title'] } },
      children: [{ type: 'text', value: ALERTS[kind] ?? 'Note' } satisfies Text],
    };
    node.children.unshift(title);
    node.data = {
      hName: 'div',
      hProperties: { className: ['callout', `callout-${kind.toLowerCase()}`], role: 'note' },
    };
  });
};

/** Records the source line of each link target, so a broken link error can point at it. */
export const remarkLinkLines: Plugin<[{ lineOffset: number; lines: Map<string, number> }], Root> = (options) => (tree) => {
  walk<Nodes, Parents>(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition') && 'url' in node && typeof node.url === 'string') {
      if (!options.lines.has(node.url)) options.lines.set(node.url, (node.position?.start.line ?? 1) + options.lineOffset);
    }
  });
};

/**
 * Install-command tabs: a fence marked `npm2yarn` becomes one tab group with a panel per package
 * manager, each holding an ordinary code block of the translated commands (the highlighter,
 * which runs next, turns each `pre` into a figure as for any fence). Runs after the sanitizer,
 * since it writes roles and ids of its own, and after the page step, so search reads the npm
 * command once.
 *
 * The render contract (the markdown converter relies on it): the group carries `data-pm-tabs`;
 * each panel carries `data-pm="npm" | "yarn" | "pnpm" | "bun"` and holds a `[data-pm-label]`
 * paragraph (the manager's name, shown only without JavaScript, where every panel shows) and
 * the code block. The tab list is `js-only`; the `<html data-pm-choice>` the head's boot script
 * sets decides, in CSS, which panel shows before any script of the page runs.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { PACKAGE_MANAGERS, type PackageManager } from '../../shared/package-managers.ts';
import type { FenceMeta } from './fence-meta.ts';
import { translateScript } from './pm-commands.ts';
import { SKIP, walkElements } from './walk.ts';

/** Names as each project writes its own. */
export const PM_NAMES: Readonly<Record<PackageManager, string>> = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' };

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function metaOf(code: Element): FenceMeta | undefined {
  const raw = code.properties['dataMeta'];
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as FenceMeta;
  } catch {
    return undefined;
  }
}

/** The tab group for one npm fence; `n` numbers the groups of a page so ids stay unique. */
export function pmTabGroup(code: Element, meta: FenceMeta, n: number): Element {
  const npm = toString(code).replace(/\n$/, '');
  const base = `pm-${n}`;
  const tabs: ElementContent[] = [];
  const panels: ElementContent[] = [];
  // Each variant is an ordinary fence for the highlighter: the same meta without the mark.
  const plainMeta: FenceMeta = { ...meta };
  delete plainMeta.pm;
  for (const pm of PACKAGE_MANAGERS) {
    const selected = pm === 'npm';
    tabs.push(
      element('button', { type: 'button', role: 'tab', id: `${base}-${pm}`, ariaSelected: String(selected), ariaControls: [`${base}-${pm}-panel`], tabIndex: selected ? 0 : -1, dataPmTab: pm }, [
        { type: 'text', value: PM_NAMES[pm] },
      ]),
    );
    const variant = element('code', { className: code.properties['className'] ?? ['language-bash'], dataMeta: JSON.stringify(plainMeta) }, [{ type: 'text', value: translateScript(npm, pm) }]);
    panels.push(
      element('div', { className: ['pm-panel'], role: 'tabpanel', id: `${base}-${pm}-panel`, ariaLabelledBy: [`${base}-${pm}`], dataPm: pm }, [
        element('p', { className: ['pm-label'], dataPmLabel: '' }, [{ type: 'text', value: PM_NAMES[pm] }]),
        element('pre', {}, [variant]),
      ]),
    );
  }
  return element('div', { className: ['pm-tabs'], dataPmTabs: '' }, [
    element('div', { className: ['pm-tablist', 'js-only'], role: 'tablist', ariaLabel: 'Package manager' }, tabs),
    ...panels,
  ]);
}

/** Replaces each `pre > code` whose fence said `npm2yarn` with its tab group. */
export const rehypePmTabs: Plugin<[], Root> = () => (tree) => {
  let n = 0;
  walkElements(tree, (node, index, parent) => {
    if (node.tagName !== 'pre' || parent === undefined || index === undefined) return undefined;
    const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    const meta = code === undefined ? undefined : metaOf(code);
    if (code === undefined || meta?.pm !== true) return undefined;
    n += 1;
    (parent.children as ElementContent[])[index] = pmTabGroup(code, meta, n);
    return SKIP;
  });
};

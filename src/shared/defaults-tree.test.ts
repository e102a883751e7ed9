import { describe, expect, it } from 'vitest';
import { BASE_CHOICE, choiceFromHash, choiceHash, showDefault, type DefaultsObject } from './defaults-explorer.ts';
import { branchContent, renderDefaultsTree } from './defaults-tree.ts';

const anchors = { output: '/configuration/output/#output', 'output.filename': '/configuration/output/#outputfilename', 'module.defaultRules': '/configuration/module/#moduledefaultrules' };
const base: DefaultsObject = { mode: 'production', output: { filename: '[name].js', pathinfo: false }, module: { defaultRules: [{ test: { $: 'regexp', v: '/\\.json$/i' } }] } };

describe('defaults tree', () => {
  it('links every option to its heading or its nearest documented parent', () => {
    const { html, differences, values } = renderDefaultsTree(base, { anchors, label: 'Resolved' });
    expect(differences).toBe(0);
    expect(values).toBe(4);
    expect(html).toContain('<a href="/configuration/output/#outputfilename"><code>filename</code></a>');
    expect(html).toContain('<a href="/configuration/output/#output"><code>pathinfo</code></a>');
    // Array items link where the documentation writes `[]`, and their values keep their kind.
    expect(html).toContain('<a href="/configuration/module/#moduledefaultrules"><code>test</code></a>: <code class="defaults-value" data-kind="regexp">/\\.json$/i</code>');
    // Nothing differs from itself, and no object opens without being asked.
    expect(html).not.toContain('data-differs');
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('says in words what differs from production/web, and opens the objects holding it', () => {
    const config: DefaultsObject = { mode: 'development', output: { filename: '[name].js', pathinfo: true, extra: { $: 'undefined' } }, module: { defaultRules: [{ test: { $: 'regexp', v: '/\\.json$/i' } }] } };
    const { html, differences } = renderDefaultsTree(config, { base, anchors, label: 'Resolved', open: new Set(['module']) });
    expect(differences).toBe(3);
    expect(html).toContain('<code class="defaults-value">&quot;development&quot;</code> <span class="defaults-was"><span class="defaults-mark">differs</span> (production/web: <code class="defaults-value">&quot;production&quot;</code>)</span>');
    expect(html).toContain('(production/web: not set)');
    expect(html).toMatch(/<li data-differs=""><details data-path="output" open><summary><code>output<\/code> <span class="defaults-count">\(3 values, 2 differ\)<\/span>/);
    expect(html).toMatch(/<details data-path="module" open>/);
    expect(html).not.toMatch(/<details data-path="module.defaultRules" open>/);
  });

  it('leaves closed objects empty in a lazy tree and makes their content when asked', () => {
    const config: DefaultsObject = { ...base, mode: 'development' };
    const options = { base, anchors, label: 'Resolved', lazy: true };
    const { html } = renderDefaultsTree(config, options);
    expect(html).toContain('<details data-path="output" data-lazy=""><summary><code>output</code> <span class="defaults-count">(2 values)</span></summary></details>');
    expect(html).not.toContain('filename');
    const content = branchContent(config, 'module.defaultRules[0]', options);
    expect(content).toBe('<ul><li><a href="/configuration/module/#moduledefaultrules"><code>test</code></a>: <code class="defaults-value" data-kind="regexp">/\\.json$/i</code></li></ul>');
    expect(branchContent(config, 'output', options)).toContain('<a href="/configuration/output/#output">Documentation of <code>output</code></a>');
    expect(renderDefaultsTree(config, { ...options, openAll: true }).html).not.toContain('data-lazy');
  });

  it('escapes every text', () => {
    const { html } = renderDefaultsTree({ '<b>': '"</code><script>' }, { anchors: {}, label: '"x"' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<p class="defaults-caption">&quot;x&quot;</p>');
  });
});

describe('defaults choice in the hash', () => {
  it('round-trips every combination and leaves the base choice without a hash', () => {
    expect(choiceHash(BASE_CHOICE)).toBe('');
    expect(choiceFromHash('')).toEqual(BASE_CHOICE);
    const browserslist = { mode: 'none', target: 'browserslist' } as const;
    expect(choiceFromHash(choiceHash(browserslist))).toEqual(browserslist);
    expect(choiceFromHash('#mode=development')).toEqual({ mode: 'development', target: 'web' });
  });

  it('is not a choice when it names something else', () => {
    expect(choiceFromHash('#outputfilename')).toBeUndefined();
    expect(choiceFromHash('#mode=fast&target=web')).toBeUndefined();
    expect(choiceFromHash('#mode=none&target=deno')).toBeUndefined();
  });

  it('shows values by name', () => {
    expect(showDefault({ $: 'function', v: 'apply' })).toBe('function apply');
    expect(showDefault([{ apply: { $: 'function', v: 'apply' } }])).toBe('[{ apply: function apply }]');
    expect(showDefault({ $: 'number', v: 'Infinity' })).toBe('Infinity');
    expect(showDefault(undefined)).toBe('(not set)');
  });
});

/** The themes-differ-in-colour-only gate: the site's way of theming passes, each way a theme could move a box fails. */
import { describe, expect, it } from 'vitest';
import { checkThemesPaintOnly } from '../../src/build/gates/theme-css.ts';

const check = (css: string): string[] => checkThemesPaintOnly(new Map([['site.css', css]])).map((f) => f.message);

describe('the themes gate', () => {
  it('accepts colour tokens, colour rules, colour-scheme and the theme button icon swap', () => {
    expect(
      check(`
        :root { --wp-gap: 2rem; font-size: 18px }
        :root[data-theme=dark] { --wp-color-bg: #12191d; --wp-color-text: rgb(230 236 239 / 90%); --wp-x: var(--wp-palette-blue); color-scheme: dark }
        :root[data-theme=dark] .subNav_OLcbJ { background: #1b252b; box-shadow: 0 0 2px #000; border-color: currentcolor }
        :root[data-theme=dark] .content .shiki span { color: color-mix(in srgb, var(--shiki-dark) 80%, #fff) }
        :root:not([data-theme=dark]) .toLight_d9iZh, :root[data-theme=dark] .toDark_zw9QN { display: none }
        @media (prefers-color-scheme: dark) { .a { color: white } }
        .not-themed { display: none; width: 3rem }
      `),
    ).toEqual([]);
  });

  it('fails on a themed rule that sets a size, a margin, a font or a display', () => {
    expect(check(':root[data-theme=dark] .card { padding: 2px; color: red }')).toEqual([':root[data-theme=dark] .card sets padding: 2px in one theme only (themes may differ in colour only)']);
    expect(check(":root[data-theme='dark'] h2 { font-weight: 700 }")).toHaveLength(1);
    expect(check(':root:not([data-theme=dark]) .banner { display: none }')).toHaveLength(1);
    expect(check('html.dark .x { margin-top: 1px }')).toHaveLength(1);
  });

  it('fails on a themed custom property that is not a colour, and on a background that is more than a colour', () => {
    expect(check(':root[data-theme=dark] { --wp-sidebar-width: 20rem }')).toHaveLength(1);
    expect(check(':root[data-theme=dark] .hero { background: url(/a.png) no-repeat }')).toHaveLength(1);
  });

  it('fails on a rule inside a prefers-color-scheme query, and names each selector of a list', () => {
    expect(check('@media (prefers-color-scheme: dark) { .a { line-height: 2 } }')).toHaveLength(1);
    expect(check(':root[data-theme=dark] .a, :root[data-theme=dark] .b { width: 1px }')).toHaveLength(2);
  });

  it('allows the icon swap only as named: display none on the theme button icons', () => {
    expect(check(':root[data-theme=dark] .toDark_zw9QN { display: block }')).toHaveLength(1);
    expect(check(':root[data-theme=dark] .other { display: none }')).toHaveLength(1);
  });
});

/** Diagrams in figures: a scroll box each, and a minimum width that keeps their labels readable. */
import type { Element } from 'hast';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIAGRAM_LABEL, MIN_LABEL_PX, diagramMinWidth } from './diagrams.ts';
import { createSiteHighlighter } from './highlight.ts';
import { createRenderer, type RenderInput, type RenderOutput } from './render.ts';

let render: (input: RenderInput) => RenderOutput;
const html = (markdown: string): string => render({ file: 'content/x.md', markdown, lineOffset: 0 }).html;

beforeAll(async () => {
  render = createRenderer({ highlighter: await createSiteHighlighter(), readFile: () => '' });
});

const svg = (properties: Element['properties'], children: Element[] = []): Element => ({ type: 'element', tagName: 'svg', properties, children });
const text = (fontSize?: string): Element => ({ type: 'element', tagName: 'text', properties: fontSize === undefined ? {} : { fontSize }, children: [] });

describe('diagramMinWidth', () => {
  it('is the width at which the smallest text of a diagram drawn to the column is MIN_LABEL_PX', () => {
    expect(diagramMinWidth(svg({ viewBox: '0 0 700 300', width: '100%', fontSize: '13' }))).toBe(Math.ceil((700 * MIN_LABEL_PX) / 13));
    // A smaller size inside wins; `px` counts as the SVG's own units.
    expect(diagramMinWidth(svg({ viewBox: '0,0,720,200', fontSize: '13' }, [text('10px')]))).toBe(Math.ceil((720 * MIN_LABEL_PX) / 10));
    // No size anywhere: the browser's 16 px.
    expect(diagramMinWidth(svg({ viewBox: '0 0 800 100' }, [text()]))).toBe(Math.ceil((800 * MIN_LABEL_PX) / 16));
  });

  it('leaves alone an SVG with a width of its own or without a viewBox', () => {
    expect(diagramMinWidth(svg({ viewBox: '0 0 480 140', width: '480' }))).toBeUndefined();
    expect(diagramMinWidth(svg({ width: '100%', fontSize: '13' }))).toBeUndefined();
  });
});

describe('diagrams in the renderer', () => {
  const figure = (attributes: string): string =>
    `<figure>\n<svg role="img" aria-labelledby="t" ${attributes} xmlns="http://www.w3.org/2000/svg">\n<title id="t">A diagram</title>\n<text x="1" y="1">label</text>\n</svg>\n<figcaption>Caption</figcaption>\n</figure>`;

  it('puts a diagram in a labelled scroll box a keyboard reaches, its width where its labels stay readable', () => {
    const out = html(figure('viewBox="0 0 700 300" width="100%" font-size="13"'));
    const box = /<figure>\s*<div class="diagram-scroll" tabindex="0" role="group" aria-label="([^"]+)"><svg ([^>]*)>/.exec(out);
    expect(box?.[1]).toBe(DIAGRAM_LABEL);
    expect(box?.[2]).toContain(`width="${Math.ceil((700 * MIN_LABEL_PX) / 13)}"`);
    expect(box?.[2]).toContain('class="diagram-fluid"');
    // The caption stays outside the box, so it never scrolls away.
    expect(out).toMatch(/<\/svg><\/div>\s*<figcaption>Caption<\/figcaption>/);
  });

  it('keeps the width of a diagram drawn at a fixed size, and leaves an SVG outside a figure alone', () => {
    const fixed = html(figure('viewBox="0 0 640 140" width="640" height="140"'));
    expect(fixed).toContain('<div class="diagram-scroll" tabindex="0" role="group" aria-label="Diagram"><svg');
    expect(fixed).toContain('width="640"');
    expect(fixed).not.toContain('diagram-fluid');
    const inline = html('A swatch <svg role="img" aria-label="Blue" width="20" height="20" viewBox="0 0 20 20"><rect width="20" height="20" fill="#1D78C1"/></svg> in a sentence.');
    expect(inline).not.toContain('diagram-scroll');
  });
});

/** Bytes per template of a built site: the HTML, and the scripts and stylesheets it loads. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageAssets, sizesOf } from '../gates/budgets.ts';
import { scanHtml } from '../gates/html-scan.ts';
import type { TemplatePage } from '../gates/templates.ts';
import type { Bytes, TemplateBytes } from './types.ts';

/** The HTML file a template page is served from (unknown routes get 404.html). */
export function htmlFileOf(template: TemplatePage): string {
  return template.status === 404 ? '404.html' : path.join(template.url, 'index.html');
}

/** Bytes of every template page in `dir`. */
export async function templateBytes(dir: string, templates: readonly TemplatePage[]): Promise<TemplateBytes[]> {
  const sizeOf = sizesOf(dir);
  const sum = async (files: readonly string[]): Promise<Bytes> => {
    const sizes = await Promise.all(files.map((f) => sizeOf(f)));
    return sizes.reduce<Bytes>((acc, s) => ({ raw: acc.raw + (s?.raw ?? 0), gzip: acc.gzip + (s?.gzip ?? 0) }), { raw: 0, gzip: 0 });
  };
  return Promise.all(
    templates.map(async (t) => {
      const html = await readFile(path.join(dir, htmlFileOf(t)));
      const assets = pageAssets({ url: t.url, file: htmlFileOf(t), bytes: html.length, scan: scanHtml(html.toString('utf8')) });
      return {
        template: t.name,
        url: t.url,
        html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length },
        js: await sum(assets.js),
        css: await sum(assets.css),
      };
    }),
  );
}

/** Bytes (raw and gzip) and approximate tokens of `/llms.txt` and `/llms-full.txt` in `dir`. */
export async function llmsBytes(dir: string): Promise<Array<{ file: string; bytes: number; gzip: number; tokens: number }>> {
  return Promise.all(
    ['/llms.txt', '/llms-full.txt'].map(async (file) => {
      const data = await readFile(path.join(dir, file));
      return { file, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length, tokens: Math.round(data.toString('utf8').length / 4) };
    }),
  );
}

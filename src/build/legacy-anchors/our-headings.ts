/** This site's headings of a rendered page body, read back from its HTML. */
import { decodeEntities } from '../gates/html-scan.ts';
import type { OurHeading } from './match.ts';

const HEADING = /<h([1-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** Every heading of `html` with its id and its text (the permalink left out, entities read). */
export function headingsOfHtml(html: string): OurHeading[] {
  const out: OurHeading[] = [];
  for (const match of html.matchAll(HEADING)) {
    const inner = (match[3] ?? '').replace(/<a class="heading-link"[\s\S]*?<\/a>/g, '');
    const text = decodeEntities(inner.replace(/<[^>]+>/g, '')).trim();
    out.push({ id: match[2] ?? '', text });
  }
  return out;
}

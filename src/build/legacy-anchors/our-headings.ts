/** This site's headings of a rendered page body, read back from its HTML. */
import type { OurHeading } from './match.ts';

const HEADING = /<h([1-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x3C': '<', '#x26': '&' };

/** Every heading of `html` with its id and its text (the permalink left out, entities read). */
export function headingsOfHtml(html: string): OurHeading[] {
  const out: OurHeading[] = [];
  for (const match of html.matchAll(HEADING)) {
    const inner = (match[3] ?? '').replace(/<a class="heading-link"[\s\S]*?<\/a>/g, '');
    const text = inner
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x3C|#x26);/g, (_m, name: string) => ENTITIES[name] ?? '')
      .trim();
    out.push({ id: match[2] ?? '', text });
  }
  return out;
}

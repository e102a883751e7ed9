/** This site's headings of a rendered page body, read back from its HTML. */
import type { OurHeading } from './match.ts';

const HEADING = /<h([1-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Reads the character references rehype-stringify writes (`&#x27;`, `&#39;`, `&amp;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return NAMED[name] ?? whole;
  });
}

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

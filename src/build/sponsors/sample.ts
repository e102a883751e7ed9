/**
 * The committed fallback in `data/supporters/`: made-up supporters (names invented here,
 * websites on the reserved `.example` domain) with logos drawn here as SVG initials. The
 * amounts sit on and beside every rank threshold so the page and its tests see each edge.
 * `npm run fetch:supporters -- --write-sample` regenerates it.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { initialsOf } from '../../shared/initials.ts';
import { SUPPORTERS_FORMAT_VERSION, type SupporterRecord, type SupportersFile } from '../../shared/sponsors.ts';
import { escapeHtml } from '../prerender/document.ts';
import { DATA_FILE, LOGOS_DIR } from './store.ts';

/** The instant the sample is 'as of'. */
export const SAMPLE_GENERATED_AT = '2025-06-01T00:00:00.000Z';

const DAY = 86_400_000;

/** [name, total cents, monthly cents, days before SAMPLE_GENERATED_AT of the first donation]. */
const NAMED: ReadonlyArray<readonly [string, number, number, number]> = [
  ['Quillfeather Analytics', 12_000_000, 400_000, 900],
  ['Harborlight Systems', 5_000_000, 250_000, 700],
  ['Marble Orchard Labs', 4_999_999, 249_999, 650],
  ['Tin Lantern Software', 2_500_000, 50_000, 600],
  ['Velvet Compass', 1_000_000, 49_999, 500],
  ['Pebblecraft Studio', 999_999, 10_000, 480],
  ['Copper Heron', 500_000, 9_999, 400],
  ['Juniper Byteworks', 200_000, 1_000, 365],
  ['Saffron Circuit', 199_999, 999, 300],
  ['Driftwood Devices', 50_000, 100, 250],
  ['Lumen Kettle', 20_000, 99, 200],
  ['Owlbridge Media', 19_999, 0, 150],
  ['Cinder and Sage', 100, 0, 120],
  ['Paper Lantern Collective', 99, 0, 90],
  ['Brightmoss Labs', 30_000, 2_500, 3],
  ['Fennel Freight', 1_500, 125, 21],
  ['Gullwing Games', 5_000, 416, 22],
];

/** Words for the backers' invented handles (11 × 10 = 110 names). */
const ADJECTIVES = ['Amber', 'Brisk', 'Cobalt', 'Dusky', 'Ember', 'Frosty', 'Gilded', 'Hazel', 'Indigo', 'Jolly', 'Kindly'];
const ANIMALS = ['Fox', 'Heron', 'Otter', 'Lynx', 'Wren', 'Badger', 'Marten', 'Puffin', 'Stoat', 'Vole'];

/** Dark backgrounds that keep white initials above 4.5:1 contrast. */
const COLOURS = ['#175d96', '#10476f', '#2b3a42', '#465e69', '#7a5400', '#1d6b35', '#b3261e', '#5b3f8c'];

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A square SVG logo with the name's initials, coloured by a hash of the name. */
export function initialsSvg(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const fill = COLOURS[hash % COLOURS.length] ?? '#175d96';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${fill}"/><text x="32" y="41" fill="#fff" font-family="system-ui,sans-serif" font-size="24" font-weight="700" text-anchor="middle">${escapeHtml(initialsOf(name))}</text></svg>\n`;
}

/** The sample data and the logos it names. */
export function sampleData(): { data: SupportersFile; logos: Map<string, string> } {
  const at = Date.parse(SAMPLE_GENERATED_AT);
  const logos = new Map<string, string>();
  const supporters: SupporterRecord[] = NAMED.map(([name, totalCents, monthlyCents, days], i) => {
    const slug = slugOf(name);
    logos.set(`${slug}.svg`, initialsSvg(name));
    return {
      slug,
      name,
      // Every third one has no website, so the page shows both kinds.
      ...(i % 3 === 2 ? {} : { website: `https://${slug}.example/` }),
      logo: `${slug}.svg`,
      totalCents,
      monthlyCents,
      firstDonation: new Date(at - days * DAY).toISOString(),
    };
  });
  // 110 small backers under invented handles: more than the 100 the page shows, the first 20 with a logo.
  for (let n = 1; n <= 110; n++) {
    const name = `${ADJECTIVES[(n - 1) % ADJECTIVES.length] ?? ''} ${ANIMALS[Math.floor((n - 1) / ADJECTIVES.length)] ?? ''}`;
    const slug = slugOf(name);
    if (n <= 20) logos.set(`${slug}.svg`, initialsSvg(name));
    supporters.push({
      slug,
      name,
      ...(n <= 20 ? { logo: `${slug}.svg` } : {}),
      totalCents: 100 + ((n * 1_777) % 19_800),
      monthlyCents: n % 4 === 0 ? 0 : 100 + ((n * 37) % 900),
      firstDonation: new Date(at - (40 + n * 5) * DAY).toISOString(),
    });
  }
  return {
    data: {
      version: SUPPORTERS_FORMAT_VERSION,
      sample: true,
      source: 'sample',
      note: 'SAMPLE DATA: made-up supporters with generated logos, committed so the site builds without network access. Not real Open Collective data; run npm run fetch:supporters for the live list.',
      collective: 'webpack',
      generatedAt: SAMPLE_GENERATED_AT,
      supporters,
    },
    logos,
  };
}

/** Writes the sample into `dir` (replacing what was there). */
export async function writeSample(dir: string): Promise<number> {
  const { data, logos } = sampleData();
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, LOGOS_DIR), { recursive: true });
  await writeFile(path.join(dir, DATA_FILE), `${JSON.stringify(data, null, 2)}\n`);
  await Promise.all([...logos].map(([file, svg]) => writeFile(path.join(dir, LOGOS_DIR, file), svg)));
  return data.supporters.length;
}

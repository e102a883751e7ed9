/**
 * The one typed way the page asks for sponsors: by type and by rank. This module is loaded
 * lazily (its own chunk) when the section comes near the viewport; the data file is fetched
 * once from this site and shared by every request.
 */
import { SUPPORTER_LOGOS_URL, SUPPORTERS_DATA_URL, SUPPORTERS_FORMAT_VERSION, type SupporterRecord, type SupportersFile } from '../../shared/sponsors.ts';
import { amountOf, selectSponsors, type SponsorRank, type SponsorType } from '../../shared/sponsor-ranking.ts';

/** One sponsor as the page shows it. */
export interface Sponsor {
  /** Unique key. */
  slug: string;
  /** Plain-text name. */
  name: string;
  /** `https:` website, if any. */
  website?: string;
  /** Site-root URL of the logo, if any. */
  logo?: string;
  /** The amount for the requested type, in US cents. */
  amountCents: number;
}

/** The answer to one request. */
export interface SponsorList {
  /** The type asked for. */
  type: SponsorType;
  /** The rank asked for. */
  rank: SponsorRank;
  /** Sponsors in display order. */
  sponsors: Sponsor[];
  /** True when the data is the committed made-up sample. */
  sample: boolean;
}

let data: Promise<SupportersFile> | undefined;

const isRecord = (s: unknown): s is SupporterRecord => {
  if (typeof s !== 'object' || s === null) return false;
  const r = s as Record<string, unknown>;
  return (
    typeof r['slug'] === 'string' &&
    typeof r['name'] === 'string' &&
    Number.isInteger(r['totalCents']) &&
    Number.isInteger(r['monthlyCents']) &&
    typeof r['firstDonation'] === 'string' &&
    (r['website'] === undefined || (typeof r['website'] === 'string' && r['website'].startsWith('https://'))) &&
    (r['logo'] === undefined || (typeof r['logo'] === 'string' && /^[\w-]+\.\w+$/.test(r['logo'])))
  );
};

/** Checks the shape the build wrote (it was validated there; this guards a stale or foreign file). */
export function parseSupportersFile(json: unknown): SupportersFile {
  const f = json as Partial<Record<keyof SupportersFile, unknown>> | null;
  if (typeof f !== 'object' || f === null) throw new Error(`${SUPPORTERS_DATA_URL}: not an object`);
  if (f.version !== SUPPORTERS_FORMAT_VERSION) throw new Error(`${SUPPORTERS_DATA_URL}: format version ${String(f.version)}, expected ${SUPPORTERS_FORMAT_VERSION}`);
  if (typeof f.generatedAt !== 'string' || Number.isNaN(Date.parse(f.generatedAt))) throw new Error(`${SUPPORTERS_DATA_URL}: generatedAt is not a date`);
  if (!Array.isArray(f.supporters)) throw new Error(`${SUPPORTERS_DATA_URL}: supporters is not a list`);
  const bad = f.supporters.findIndex((s) => !isRecord(s));
  if (bad !== -1) throw new Error(`${SUPPORTERS_DATA_URL}: supporter ${bad} is malformed`);
  return json as SupportersFile;
}

function load(): Promise<SupportersFile> {
  data ??= fetch(SUPPORTERS_DATA_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${SUPPORTERS_DATA_URL}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(parseSupportersFile);
  // A failure is not kept, so a later request can try again.
  data.catch(() => {
    data = undefined;
  });
  return data;
}

/** The sponsors of one rank, with amounts of one type. Backers are a random choice, drawn with `random`. */
export async function requestSponsors(type: SponsorType, rank: SponsorRank, random: () => number = Math.random): Promise<SponsorList> {
  const file = await load();
  const sponsors = selectSponsors(file, type, rank, random).map((s) => ({
    slug: s.slug,
    name: s.name,
    ...(s.website === undefined ? {} : { website: s.website }),
    ...(s.logo === undefined ? {} : { logo: `${SUPPORTER_LOGOS_URL}${s.logo}` }),
    amountCents: amountOf(s, type),
  }));
  return { type, rank, sponsors, sample: file.sample };
}

/**
 * The supporter data the build hands the browser: `npm run fetch:supporters` (src/build/sponsors)
 * writes it, the build copies it to `/sponsors/`, the home page (src/app/Sponsors) reads it.
 * Amounts are whole US cents so ranking never meets a floating-point edge.
 */

/** Where the app fetches the data file from (site-root path). */
export const SUPPORTERS_DATA_URL = '/sponsors/supporters.json';

/** Site-root folder the logos are served from; a record's `logo` is a file name inside it. */
export const SUPPORTER_LOGOS_URL = '/sponsors/logos/';

/** Version of the file format below; readers refuse other versions. */
export const SUPPORTERS_FORMAT_VERSION = 1;

/** One supporter of the collective. */
export interface SupporterRecord {
  /** Open Collective account slug, unique in the file. */
  slug: string;
  /** Display name, plain text (markup stripped). */
  name: string;
  /** Their website, always an `https:` URL; absent when they gave none or an unsafe one. */
  website?: string;
  /** Logo file name inside `SUPPORTER_LOGOS_URL` (served by this site); absent when there is none. */
  logo?: string;
  /** Everything they ever gave, in US cents. */
  totalCents: number;
  /** Average per month over the last year (last-year sum / 12, rounded down), in US cents. */
  monthlyCents: number;
  /** When they first gave (ISO 8601). */
  firstDonation: string;
}

/** The whole data file. */
export interface SupportersFile {
  /** Format version, `SUPPORTERS_FORMAT_VERSION`. */
  version: number;
  /** True for the committed made-up sample; the page then says so. */
  sample: boolean;
  /** Where the records came from: `open-collective` when fetched, `sample` for the fallback. */
  source: 'open-collective' | 'sample';
  /** A sentence for people reading the file. */
  note: string;
  /** The collective's slug. */
  collective: string;
  /** When the data was fetched (ISO 8601); 'latest' sponsors are counted back from here. */
  generatedAt: string;
  /** Every supporter, in no particular order. */
  supporters: SupporterRecord[];
}

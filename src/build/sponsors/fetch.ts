/**
 * `npm run fetch:supporters` as a function: reads members and last-year transactions of the
 * collective, builds the records, downloads the logos, validates the result and swaps it into
 * `.cache/supporters/`. Nothing is written unless every step succeeded.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SUPPORTERS_FORMAT_VERSION, type SupporterRecord, type SupportersFile } from '../../shared/sponsors.ts';
import { createGraphQLClient, type GraphQLClientOptions } from './client.ts';
import { collectLogos, type LogoOptions } from './logos.ts';
import { buildSupporters, lastYearStart } from './normalize.ts';
import { fetchNodes } from './queries.ts';
import { describeIssues, supportersFileSchema } from './schema.ts';
import { commitStaging, createStaging, LOGOS_DIR, readManifest } from './store.ts';

/** Everything a fetch needs; the CLI fills it from the environment. */
export interface FetchSupportersOptions {
  /** Folder the data goes to (`.cache/supporters`). */
  dir: string;
  /** Collective slug (`webpack`). */
  collective: string;
  /** The API client's settings: endpoint, token, fetch, sleep. */
  client: GraphQLClientOptions;
  /** Logo download settings. */
  logos?: LogoOptions;
  /** Nodes per page (default 100). */
  pageSize?: number;
  /** The time the data is 'as of' (default now). */
  now?: Date;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** What a successful fetch reports. */
export interface FetchSupportersResult {
  /** The file as written. */
  data: SupportersFile;
  /** Things left out, worth a look. */
  warnings: string[];
  /** HTTP requests made to the API. */
  requests: number;
}

/** Runs the whole fetch. On any failure it throws and the previous data stays in place. */
export async function fetchSupporters(options: FetchSupportersOptions): Promise<FetchSupportersResult> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const warnings: string[] = [];
  const client = createGraphQLClient({ log, ...options.client });
  const nodes = await fetchNodes(client, { collective: options.collective, dateFrom: lastYearStart(now), pageSize: options.pageSize ?? 100, warnings, log });
  const raw = buildSupporters(nodes.members, nodes.transactions, now, warnings);
  if (raw.length === 0) throw new Error(`The collective '${options.collective}' has no supporters in the answer; refusing to replace the previous data with an empty list`);

  const staging = await createStaging(options.dir);
  try {
    const manifest = await collectLogos(raw, path.join(staging, LOGOS_DIR), { dir: path.join(options.dir, LOGOS_DIR), manifest: await readManifest(options.dir) }, options.logos ?? {}, warnings);
    const supporters: SupporterRecord[] = raw.map((s) => {
      const logo = manifest[s.slug]?.file;
      return {
        slug: s.slug,
        name: s.name,
        ...(s.website === undefined ? {} : { website: s.website }),
        ...(logo === undefined ? {} : { logo }),
        totalCents: s.totalCents,
        monthlyCents: s.monthlyCents,
        firstDonation: s.firstDonation,
      };
    });
    const data: SupportersFile = {
      version: SUPPORTERS_FORMAT_VERSION,
      sample: false,
      source: 'open-collective',
      note: `Supporters of the '${options.collective}' collective as fetched from the Open Collective API by npm run fetch:supporters.`,
      collective: options.collective,
      generatedAt: now.toISOString(),
      supporters,
    };
    const checked = supportersFileSchema.safeParse(data);
    if (!checked.success) throw new Error(`The fetched supporters do not validate: ${describeIssues(checked.error)}`);
    await commitStaging(staging, options.dir, data, manifest);
    return { data, warnings, requests: client.requests };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

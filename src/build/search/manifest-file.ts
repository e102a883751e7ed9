/**
 * Reads the search manifest a build wrote into its output folder. The steps after webpack (the
 * worker's precache list, the CSP in `_headers`) and the relevance runner take the search files
 * and the hosted configuration from it, so they agree with what the search chunk was built with.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { SEARCH_MANIFEST_FILE, type SearchManifest } from '../../shared/search/manifest.ts';

const manifestSchema = z.object({
  index: z.string().startsWith('/'),
  snippets: z.string().startsWith('/'),
  reference: z.string().startsWith('/').nullable(),
  hosted: z.object({ appId: z.string(), apiKey: z.string(), indexName: z.string(), host: z.string() }).nullable(),
}) satisfies z.ZodType<SearchManifest>;

/** The manifest in `outDir`; throws with the file and the problem when it is missing or malformed. */
export async function readSearchManifest(outDir: string): Promise<SearchManifest> {
  const file = path.join(outDir, SEARCH_MANIFEST_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: build the site into ${outDir} first (the search index step writes it)`, { cause: error });
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} is not a search manifest at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown problem'}`);
  }
  return parsed.data;
}

/**
 * The two Open Collective GraphQL (v2) queries and the paging over them. Offset paging over a
 * list that can grow while we read it may repeat a node; the normalising step de-duplicates
 * (members by slug, transactions by id).
 */
import type { GraphQLClient } from './client.ts';
import { OpenCollectiveError } from './client.ts';
import { membersDataSchema, memberNodeSchema, transactionNodeSchema, transactionsDataSchema, type MemberNode, type RawPage, type TransactionNode } from './schema.ts';
import type { z } from 'zod';

/** Everyone who gave to the collective, with their all-time total and since when. */
export const MEMBERS_QUERY = `query SupportersMembers($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    members(role: [BACKER], limit: $limit, offset: $offset) {
      totalCount
      offset
      limit
      nodes {
        since
        totalDonations { valueInCents currency }
        account { slug name website imageUrl(height: 128) }
      }
    }
  }
}`;

/** Money that came in since `dateFrom`: contributions and added funds. */
export const TRANSACTIONS_QUERY = `query SupportersTransactions($slug: String!, $limit: Int!, $offset: Int!, $dateFrom: DateTime!) {
  account(slug: $slug) {
    transactions(type: CREDIT, kind: [CONTRIBUTION, ADDED_FUNDS], dateFrom: $dateFrom, limit: $limit, offset: $offset) {
      totalCount
      offset
      limit
      nodes {
        id
        createdAt
        amount { valueInCents currency }
        fromAccount { slug }
      }
    }
  }
}`;

/** Reads every page of one collection, validating each node on its own: a bad node is reported and left out, a bad page fails. */
async function allPages<N>(
  name: string,
  fetchPage: (offset: number) => Promise<RawPage | null>,
  nodeSchema: z.ZodType<N>,
  warnings: string[],
  log: (line: string) => void,
): Promise<N[]> {
  const nodes: N[] = [];
  let skipped = 0;
  for (let offset = 0; ; ) {
    const page = await fetchPage(offset);
    if (page === null) throw new OpenCollectiveError(`${name}: the collective was not found`);
    for (const raw of page.nodes) {
      const node = nodeSchema.safeParse(raw);
      if (node.success) nodes.push(node.data);
      else {
        skipped++;
        if (skipped <= 3) warnings.push(`${name}: left out a node that does not validate: ${node.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
    }
    offset += page.nodes.length;
    log(`  ${name}: ${offset} of ${page.totalCount}`);
    // An empty page ends the loop even if totalCount promised more, so a miscounting server cannot make it spin.
    if (page.nodes.length === 0 || offset >= page.totalCount) break;
  }
  if (skipped > 3) warnings.push(`${name}: ${skipped} nodes in all were left out`);
  return nodes;
}

/** What the paging returns. */
export interface FetchedNodes {
  /** Every member node. */
  members: MemberNode[];
  /** Every last-year credit transaction node. */
  transactions: TransactionNode[];
}

/** Reads all members and all transactions since `dateFrom`. */
export async function fetchNodes(client: GraphQLClient, options: { collective: string; dateFrom: Date; pageSize: number; warnings: string[]; log: (line: string) => void }): Promise<FetchedNodes> {
  const { collective: slug, pageSize: limit, warnings, log } = options;
  const members = await allPages(
    'members',
    async (offset) => (await client.query('SupportersMembers', MEMBERS_QUERY, { slug, limit, offset }, membersDataSchema)).account?.members ?? null,
    memberNodeSchema,
    warnings,
    log,
  );
  const dateFrom = options.dateFrom.toISOString();
  const transactions = await allPages(
    'transactions',
    async (offset) => (await client.query('SupportersTransactions', TRANSACTIONS_QUERY, { slug, limit, offset, dateFrom }, transactionsDataSchema)).account?.transactions ?? null,
    transactionNodeSchema,
    warnings,
    log,
  );
  return { members, transactions };
}

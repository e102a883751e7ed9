/**
 * zod schemas for everything the supporters pipeline reads: the Open Collective GraphQL answers
 * and the stored data file (fetched or the committed sample). Schemas give the types.
 */
import { z } from 'zod';
import { SUPPORTERS_FORMAT_VERSION, type SupportersFile } from '../../shared/sponsors.ts';

/** A slug is used as a file name for the logo, so only plain characters pass. */
export const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i, 'slug must be letters, digits, "-" or "_"');

/** An Open Collective `Amount`; `valueInCents` can be null for accounts that hide it. */
const amountSchema = z.object({
  valueInCents: z.number().int().nullable(),
  currency: z.string().nullable(),
});

/** One node of `account.members`. */
export const memberNodeSchema = z.object({
  since: z.iso.datetime({ offset: true }),
  totalDonations: amountSchema,
  account: z
    .object({
      slug: slugSchema,
      name: z.string().nullable(),
      website: z.string().nullable(),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
});

/** A member as the API gives it. */
export type MemberNode = z.infer<typeof memberNodeSchema>;

/** One node of `account.transactions`. */
export const transactionNodeSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  amount: amountSchema,
  fromAccount: z.object({ slug: slugSchema }).nullable(),
});

/** A transaction as the API gives it. */
export type TransactionNode = z.infer<typeof transactionNodeSchema>;

/** A page of a collection; nodes stay unknown here so one bad node does not sink the page. */
const pageSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  nodes: z.array(z.unknown()),
});

/** A page of nodes before each node is validated. */
export type RawPage = z.infer<typeof pageSchema>;

/** `data` of the members query. */
export const membersDataSchema = z.object({ account: z.object({ members: pageSchema }).nullable() });

/** `data` of the transactions query. */
export const transactionsDataSchema = z.object({ account: z.object({ transactions: pageSchema }).nullable() });

/** The GraphQL envelope. */
export const envelopeSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

const isoDate = z.iso.datetime({ offset: true });

/** The stored data file; the same schema checks fetched data and the committed sample. */
export const supportersFileSchema = z
  .object({
    version: z.literal(SUPPORTERS_FORMAT_VERSION),
    sample: z.boolean(),
    source: z.enum(['open-collective', 'sample']),
    note: z.string().min(1),
    collective: slugSchema,
    generatedAt: isoDate,
    supporters: z.array(
      z
        .object({
          slug: slugSchema,
          name: z.string().min(1).max(200).refine((n) => !/[<>]/.test(n), 'name must be plain text'),
          website: z.url({ protocol: /^https$/ }).exactOptional(),
          logo: z.string().regex(/^[a-z0-9][a-z0-9_-]*\.(png|jpg|webp|gif|svg)$/i).exactOptional(),
          totalCents: z.number().int().nonnegative(),
          monthlyCents: z.number().int().nonnegative(),
          firstDonation: isoDate,
        })
        .strict(),
    ),
  })
  .strict()
  .refine((f) => f.sample === (f.source === 'sample'), { message: 'sample must be true exactly when source is "sample"' })
  .refine((f) => new Set(f.supporters.map((s) => s.slug)).size === f.supporters.length, { message: 'slugs must be unique' });

// The schema and the shared contract must agree; this line fails to compile when they drift.
type Parsed = z.infer<typeof supportersFileSchema>;
export const schemaMatchesContract: (file: Parsed) => SupportersFile = (file) => file;

/** Readable zod issues: `supporters.3.website: Invalid URL`. */
export function describeIssues(error: z.ZodError, limit = 5): string {
  const lines = error.issues.slice(0, limit).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  if (error.issues.length > limit) lines.push(`… and ${error.issues.length - limit} more`);
  return lines.join('; ');
}

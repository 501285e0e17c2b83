import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { listings } from "@db/schema/index.ts";
import { audit } from "../auth/audit.server.ts";

/**
 * Takes one posting from the listing's allowance, never below zero, and audits it: the one
 * place that spends the job-posting allowance. Run it inside the transaction of what the
 * posting pays for (withJobPosting), so a failure spends nothing.
 * Answers the postings left, or null when there were none.
 */
async function takeJobPosting(
  tx: Database,
  input: { listingId: number; userId: number; ip: string | null },
): Promise<number | null> {
  const [row] = await tx.db
    .update(listings)
    .set({ jobPostingAllowance: sql`${listings.jobPostingAllowance} - 1` })
    .where(and(eq(listings.id, input.listingId), gt(listings.jobPostingAllowance, 0)))
    .returning({ remaining: listings.jobPostingAllowance });
  if (!row) return null;
  await audit(tx, {
    userId: input.userId,
    action: "job_posting_used",
    ip: input.ip,
    details: { listingId: input.listingId, remaining: row.remaining },
  });
  return row.remaining;
}

/**
 * Takes one posting and runs `write` (what it pays for: a new job, a renewal) in one
 * transaction: a posting is never spent without its write, nor the reverse. Null when none was
 * left, and then nothing is written.
 */
export async function withJobPosting<T>(
  database: Database,
  input: { listingId: number; userId: number; ip: string | null },
  write: (tx: Database) => Promise<T>,
): Promise<{ remaining: number; value: T } | null> {
  return inTransaction(database, async (tx) => {
    const remaining = await takeJobPosting(tx, input);
    return remaining === null ? null : { remaining, value: await write(tx) };
  });
}

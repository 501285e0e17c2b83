/** Helpers shared by the community-*.test.ts files (not a test file itself). */
import type { RequestAuth } from "../../server/auth/request-auth.server.ts";
import { userColumns, type SessionUser } from "../../server/auth/users.server.ts";
import type { CallerContext } from "../../server/use-case.ts";
import type { Database } from "../../db/client.server.ts";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { testServices } from "../support/services.ts";

/** A use-case context for a caller: signed in as `userId`, or a visitor; from `ip`. */
export async function callerAs(database: Database, userId: number | null, ip = "198.51.100.9"): Promise<CallerContext> {
  let user: SessionUser | null = null;
  if (userId !== null) {
    const [row] = await database.db.select(userColumns).from(users).where(eq(users.id, userId));
    user = (row as SessionUser | undefined) ?? null;
  }
  const auth: RequestAuth = {
    ip,
    userAgent: "test",
    secure: false,
    cookieName: "session",
    linkBase: "http://localhost",
    session: async () => null,
    user: async () => user,
    hasStaleCookie: () => false,
    foundSession: () => user !== null,
  };
  return { ...testServices(database), auth };
}

let listingCounter = 0;

/** A plain active listing; `owner` makes it owned (verified unless said otherwise). */
export async function makeListing(
  database: Database,
  options: { owner?: number; verified?: boolean; name?: string } = {},
): Promise<number> {
  listingCounter += 1;
  const [row] = await database.sql<{ id: number }[]>`
    insert into listings (name, city, state, email, user_id, owner_verified, phone, zip_code, latitude, longitude)
    values (${options.name ?? `Community Test ${listingCounter}`}, 'Austin', 'TX', 'practice@example.com',
            ${options.owner ?? null}, ${options.owner !== undefined && options.verified !== false},
            '5125550100', '78701', 30.27, -97.74)
    returning id`;
  return row!.id;
}

export async function summary(database: Database, listingId: number) {
  const [row] = await database.sql<{ average: number; count: number }[]>`
    select rating_average::float8 as average, review_count as count from listings where id = ${listingId}`;
  return row!;
}

export const GOOD_COMMENT = "The therapists were patient and kind, and our son made real progress this year.";

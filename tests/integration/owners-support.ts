/** Helpers shared by the owners-*.test.ts files (not a test file itself). */
import type { RequestAuth } from "../../server/auth/request-auth.server.ts";
import { findUserById } from "../../server/auth/users.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import type { Database } from "../../db/client.server.ts";

/** A use-case context for a caller: signed out (null) or the user with this id. */
export async function callerCtx(services: AppServices, userId: number | null): Promise<CallerContext> {
  const user = userId === null ? null : ((await findUserById(services.database, userId))?.user ?? null);
  const auth: RequestAuth = {
    ip: "203.0.113.9",
    userAgent: "test",
    secure: false,
    cookieName: "session",
    linkBase: "http://localhost",
    session: async () => null,
    user: async () => user,
    hasStaleCookie: () => false,
    foundSession: () => user !== null,
  };
  return { config: services.config, database: services.database, logger: services.logger, auth };
}

/** A valid add-listing form. */
export function listingValues(overrides: Record<string, string | string[]> = {}) {
  return {
    name: "Bright Steps ABA",
    description: "Center-based ABA for young children.",
    address: "100 Congress Ave",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    phone: "512-555-0147",
    email: "office@brightsteps.example",
    website: "brightsteps.example",
    openingHours: "8:00 AM-6:00 PM",
    services: ["ABA Therapy", "Early Intervention"],
    acceptingNewClients: "no",
    waitlistWeeks: "6",
    minAgeYears: "2",
    maxAgeYears: "12",
    careSettings: ["center", "in-home"],
    languages: ["en", "es"],
    fundingAccepted: ["medicaid"],
    bcbaCertificantNumbers: "1-23-45678\n1-11-2222",
    ...overrides,
  };
}

/** A listing row inserted directly. */
export async function insertListing(
  database: Database,
  options: {
    userId?: number | null;
    status?: string;
    email?: string;
    name?: string;
    tier?: string;
    allowance?: number;
  } = {},
): Promise<number> {
  const [row] = await database.sql<{ id: number }[]>`
    insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status, tier, job_posting_allowance)
    values (${options.name ?? "Owned ABA"}, 'Austin', 'TX', '78701', 30.27, -97.74, ${options.email ?? "clinic@example.com"},
            ${options.userId ?? null}, ${options.status ?? "active"}, ${options.tier ?? "basic"}, ${options.allowance ?? 0})
    returning id`;
  return row!.id;
}

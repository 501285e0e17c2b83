import { eq } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";

/** A listing's name (for headings of owner screens that already checked access). */
export async function listingName({ database }: UseCaseContext<"database">, id: number): Promise<string> {
  const [row] = await database.db.select({ name: listings.name }).from(listings).where(eq(listings.id, id));
  return row?.name ?? "";
}

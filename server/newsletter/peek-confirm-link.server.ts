import { isTokenShaped } from "../auth/tokens.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import type { LinkState } from "../../domain/newsletter-links.ts";
import { isSubscribed, tokenRow } from "./newsletter-tokens.server.ts";

/** What a confirmation link would do, without using it (GET changes nothing). */
export async function peekConfirmLink(ctx: UseCaseContext<"database">, input: { token: unknown }): Promise<LinkState> {
  const { database } = ctx;
  const { token } = input;
  if (!isTokenShaped(token)) return { status: "invalid" };
  const row = await tokenRow(database, token, "confirm");
  if (!row) return { status: "invalid" };
  if (await isSubscribed(database, row.email)) {
    return { status: "done", email: row.email, code: "newsletter_already_subscribed" };
  }
  if (row.usedAt || !row.live) return { status: "invalid" };
  return { status: "ready", email: row.email };
}

import { isTokenShaped } from "../auth/tokens.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import type { LinkState } from "../../domain/newsletter-links.ts";
import { isSubscribed, tokenRow } from "./newsletter-tokens.server.ts";

/** What an unsubscribe link would do, without using it. */
export async function peekUnsubscribeLink(
  ctx: UseCaseContext<"database">,
  input: { token: unknown },
): Promise<LinkState> {
  const { database } = ctx;
  const { token } = input;
  if (!isTokenShaped(token)) return { status: "invalid" };
  const row = await tokenRow(database, token, "unsubscribe");
  if (!row) return { status: "invalid" };
  if (!(await isSubscribed(database, row.email))) {
    return { status: "done", email: row.email, code: "newsletter_already_unsubscribed" };
  }
  return { status: "ready", email: row.email };
}

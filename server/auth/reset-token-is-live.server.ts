import type { UseCaseContext } from "../use-case.ts";
import { peekEmailToken } from "./email-tokens.server.ts";

/** Whether a reset link still works (read-only, for showing the form). */
export async function resetTokenIsLive(ctx: UseCaseContext<"database">, input: { token: unknown }): Promise<boolean> {
  return (await peekEmailToken(ctx.database, input.token, "reset_password")) !== null;
}

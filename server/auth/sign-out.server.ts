import type { UseCaseContext } from "../use-case.ts";
import { audit } from "./audit.server.ts";
import { deleteSession } from "./sessions.server.ts";

/** Ends the request's session on the server. Harmless when there is none. */
export async function signOut(ctx: UseCaseContext<"database" | "auth">): Promise<void> {
  const { database, auth } = ctx;
  const session = await auth.session();
  if (!session) return;
  await deleteSession(database, session.tokenHash);
  await audit(database, { userId: session.user.id, action: "sign_out", ip: auth.ip });
}

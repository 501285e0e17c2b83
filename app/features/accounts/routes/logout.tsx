import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookie } from "@server/auth/cookies.server.ts";
import { signOut } from "@server/auth/sign-out.server.ts";

/** POST /logout (the header's Logout button): ends the session on the server, then home. */
export async function action({ context }: Route.ActionArgs) {
  await signOut(context);
  return redirect("/", {
    headers: { "Set-Cookie": clearedSessionCookie(context.auth.secure), "Cache-Control": "no-store" },
  });
}

/** GET never changes anything: a visit to /logout just goes home. */
export function loader() {
  return redirect("/");
}

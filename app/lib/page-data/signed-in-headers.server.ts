import type { AppLoadContext } from "react-router";
import { NO_STORE } from "@server/errors.server.ts";
import { mergeBrowserFavorites } from "./saved-cookies.server.ts";

/**
 * The headers of a sign-in or registration redirect: the session cookie and, when the browser
 * kept favorites while signed out, those favorites merged into the account and their cookie cleared.
 */
export async function signedInHeaders(
  request: Request,
  context: AppLoadContext,
  signedIn: { cookie: string; user: { id: number } },
): Promise<Headers> {
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", signedIn.cookie);
  const cleared = await mergeBrowserFavorites(request, context, signedIn.user.id);
  if (cleared) headers.append("Set-Cookie", cleared);
  return headers;
}

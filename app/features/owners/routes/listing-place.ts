import { data } from "react-router";
import type { Route } from "./+types/listing-place";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { listingPlace } from "@server/owners/listing-place.server.ts";

/**
 * GET /my-listings/place?zipCode=&city=&state=: where the listing form's pin starts when no
 * coordinates are typed (JSON, for signed-in users: only the add and edit forms ask).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const query = new URL(request.url).searchParams;
  const place = await listingPlace(context, {
    zipCode: query.get("zipCode") ?? "",
    city: query.get("city") ?? "",
    state: query.get("state") ?? "",
  });
  return data({ place }, { headers: NO_STORE });
}

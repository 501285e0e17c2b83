import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import type { MessageKey } from "@domain/i18n/catalog.ts";
import type { PageMessages } from "~/i18n/index.tsx";

const NOTICES: Record<string, MessageKey> = {
  uploaded: "images.uploaded",
  moved: "images.moved",
  removed: "images.removed",
};

const ERRORS: Record<string, MessageKey> = {
  image_missing: "ownerMessage.image_missing",
  image_too_large: "ownerMessage.image_too_large",
  image_type: "ownerMessage.image_type",
  image_count: "ownerMessage.image_count",
  image_not_found: "ownerMessage.image_not_found",
  invalid_input: "ownerMessage.invalid_input",
};

/**
 * What the last photo action did (?photo=…) or why it was refused (?photoError=…), in the
 * reader's language; the photo route sends the owner back here with one of them. Unknown codes
 * show nothing. `messages` are the route's own (routeMessages of its "images" and
 * "ownerMessage" namespaces), not the whole catalog.
 */
export function photoMessages(
  request: Request,
  messages: PageMessages,
  limit: number,
): { notice: string | null; error: string | null } {
  const params = new URL(request.url).searchParams;
  const locale = localeFromRequest(request);
  const notice = NOTICES[params.get("photo") ?? ""];
  const error = ERRORS[params.get("photoError") ?? ""];
  return {
    notice: notice ? (messages[notice] ?? null) : null,
    error: error && messages[error] ? formatMessage(locale, messages[error], { max: limit }) : null,
  };
}

import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import type { MessageKey } from "@domain/i18n/catalog.ts";
import { messagesFor } from "~/i18n/messages.server.ts";

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
 * show nothing.
 */
export function photoMessages(request: Request, limit: number): { notice: string | null; error: string | null } {
  const params = new URL(request.url).searchParams;
  const locale = localeFromRequest(request);
  const messages = messagesFor(locale);
  const notice = NOTICES[params.get("photo") ?? ""];
  const error = ERRORS[params.get("photoError") ?? ""];
  return {
    notice: notice ? messages[notice] : null,
    error: error ? formatMessage(locale, messages[error], { max: limit }) : null,
  };
}

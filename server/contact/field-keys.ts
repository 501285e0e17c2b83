import { type MessageKey, messageKey } from "../errors.server.ts";
import { isFormMessageCode } from "./messages.ts";

/** The first issue of each field of a contact or newsletter form, as keys of form messages. */
export function formFieldKeys(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const keys: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "form");
    keys[name] ??= messageKey("formMessage", isFormMessageCode(issue.message) ? issue.message : "invalid_input");
  }
  return keys;
}

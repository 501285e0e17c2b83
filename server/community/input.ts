import type { CommunityMessageCode } from "./messages.ts";
import { type MessageKey, messageKey } from "../errors.server.ts";

/** Field problems of a community form, collected as message keys (first problem per field). */
export class FieldProblems {
  readonly fields: Record<string, MessageKey> = {};
  add(name: string, code: CommunityMessageCode): void {
    this.fields[name] ??= messageKey("communityMessage", code);
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

/** A submitted value as text: a string, else "". */
export function text(values: unknown, name: string): string {
  if (typeof values !== "object" || values === null) return "";
  const v = (values as Record<string, unknown>)[name];
  return typeof v === "string" ? v : "";
}

/** One line: runs of white space become one space. */
export const oneLine = (v: string) => v.replace(/\s+/g, " ").trim();

/** A plausible email address (the mail server has the last word). */
export function isEmailAddress(v: string): boolean {
  return v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

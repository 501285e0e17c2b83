/** The posting form read on the server: the fields, or the invalid-input error naming each field. */
import { readJobForm, type JobFields, type JobValues } from "@domain/job-board.ts";
import { invalidInput, ok, type MessageKey, type Result, messageKey } from "../errors.server.ts";

export function jobFormInput(values: JobValues): Result<JobFields> {
  const read = readJobForm(values);
  if (read.ok) return ok(read.value);
  const fields: Record<string, MessageKey> = {};
  for (const [name, code] of Object.entries(read.error)) if (code) fields[name] = messageKey("ownerMessage", code);
  return invalidInput(fields, { prefix: "ownerMessage" });
}

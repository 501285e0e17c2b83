/**
 * How errors are written to the log (issue 15, defect 7): type, code, a message and the stack
 * frames, never a query's parameters. A failed Drizzle query's message lists its parameters
 * (a password hash, a contact message, an IP address); PostgreSQL's `detail` repeats a row's
 * values; "invalid input syntax" quotes the input. None of that is logged.
 */

/** Properties that hold a query's values or a row's contents. */
const DROPPED = new Set([
  "params",
  "parameters",
  "args",
  "types",
  "detail",
  "where",
  "query",
  "cause",
  "stack",
  "message",
]);
/** Properties worth keeping when they are short scalars (error codes, names of tables and constraints). */
const KEPT =
  /^(code|errno|severity|routine|table_name|column_name|constraint_name|schema_name|status|statusCode|name|syscall)$/;

function isError(value: unknown): value is Error {
  return (
    value instanceof Error || (typeof value === "object" && value !== null && "message" in value && "stack" in value)
  );
}

/** The message without anything that can carry values: Drizzle's "params: …" line, quoted input. */
function safeMessage(error: Error): string {
  let message = String(error.message ?? "");
  if (message.startsWith("Failed query:")) return "Failed query";
  message = message.split("\n")[0]!;
  // PostgreSQL quotes the offending input: 'invalid input syntax for type integer: "…"'.
  return message.replace(/:\s*".*"$/, ': "[redacted]"').slice(0, 500);
}

/** Only the "at …" lines: the first lines of a stack repeat the message. */
function frames(error: Error): string | undefined {
  return error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 20)
    .join("\n");
}

function describe(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { type: error.constructor?.name ?? error.name, message: safeMessage(error) };
  for (const key of Object.keys(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (DROPPED.has(key) || !KEPT.test(key)) continue;
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  return out;
}

/** pino's `err` serializer: the error and its causes, without their values. */
export function serializeError(value: unknown): unknown {
  if (!isError(value)) return value;
  const out = describe(value);
  const causes: Record<string, unknown>[] = [];
  let cause: unknown = value.cause;
  while (isError(cause) && causes.length < 5) {
    causes.push(describe(cause));
    cause = cause.cause;
  }
  if (causes.length > 0) out.causes = causes;
  const stack = frames(value);
  if (stack) out.stack = stack;
  return out;
}

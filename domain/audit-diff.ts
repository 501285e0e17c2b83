/**
 * What an audit log entry changed, as lines a person reads: "role: listing_contributor →
 * site_admin". From the entry's before/after JSON when it has them (nested objects flattened
 * to dotted names, unchanged fields left out), else from the older { from, to } details.
 */

export interface AuditChange {
  field: string;
  /** JSON text of the value, or null when the field was absent. */
  before: string | null;
  after: string | null;
}

type Json = unknown;

function flatten(value: Json, prefix: string, into: Map<string, string>): void {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, typeof value === "string" ? value : JSON.stringify(value));
}

function flat(value: Json): Map<string, string> {
  const map = new Map<string, string>();
  if (value !== null && typeof value === "object") flatten(value, "", map);
  return map;
}

/** The changed fields, in the order they first appear (before, then fields only after has). */
export function auditChanges(before: Json, after: Json, details?: Json): AuditChange[] {
  if (before == null && after == null) {
    const d = details as { from?: unknown; to?: unknown } | null | undefined;
    if (d && typeof d === "object" && "from" in d && "to" in d) {
      return [{ field: "", before: String(d.from), after: String(d.to) }];
    }
    return [];
  }
  const b = flat(before);
  const a = flat(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .filter((field) => b.get(field) !== a.get(field))
    .map((field) => ({ field, before: b.get(field) ?? null, after: a.get(field) ?? null }));
}

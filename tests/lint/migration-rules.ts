/**
 * The expand-then-contract rule for migrations (docs/decisions/0023-expand-contract-migrations.md):
 * during a rolling restart the previous release still runs against the migrated database, so a
 * migration may only add what old code can ignore. A statement that breaks old code's reads or
 * writes belongs in a contract step, a migration whose text says `-- contract: <why>`, shipped
 * once no running release needs what it removes.
 */

export interface BreakingStatement {
  /** What kind of change it is (the ADR's list). */
  kind: string;
  /** The statement, whitespace folded, for the message. */
  statement: string;
}

/** Marks a migration as the contract step: a comment line `-- contract: why old code no longer needs it`. */
const CONTRACT_MARK = /^[ \t]*--[ \t]*contract:[ \t]*\S/im;

/** Statements old code cannot run beside, each with the ADR's name for it. */
const BREAKING: { kind: string; pattern: RegExp }[] = [
  {
    kind: "drops a table, view, column, type, function or schema",
    pattern: /\bdrop\s+(table|view|materialized\s+view|type|function|schema|column)\b/i,
  },
  { kind: "renames", pattern: /\brename\b/i },
  { kind: "changes a column's type", pattern: /\balter\s+column\s+("[^"]+"|\w+)\s+(set\s+data\s+)?type\b/i },
  { kind: "makes a column required", pattern: /\bset\s+not\s+null\b/i },
  { kind: "removes a column's default", pattern: /\bdrop\s+default\b/i },
  { kind: "empties a table", pattern: /\btruncate\b/i },
  {
    kind: "adds a required column without a default",
    pattern: /\badd\s+column\s+(if\s+not\s+exists\s+)?("[^"]+"|\w+)\s+(?![^,;]*\bdefault\b)[^,;]*\bnot\s+null\b/i,
  },
];

/** The SQL without comments, string literals and dollar-quoted bodies (function code is not schema change). */
export function codeOf(sql: string): string {
  return sql
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, " ")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, " ")
    .replace(/\/\*[\s\S]*?\*\//g, " ");
}

/** Whether the migration is marked as a contract step. */
export const isContractStep = (sql: string): boolean => CONTRACT_MARK.test(sql);

/** The statements of a migration that old code cannot run beside (none for a contract step). */
export function breakingStatements(sql: string): BreakingStatement[] {
  if (isContractStep(sql)) return [];
  const found: BreakingStatement[] = [];
  for (const statement of codeOf(sql).split(/;|--> statement-breakpoint/)) {
    const folded = statement.replace(/\s+/g, " ").trim();
    if (!folded) continue;
    for (const { kind, pattern } of BREAKING) {
      if (pattern.test(folded)) found.push({ kind, statement: folded });
    }
  }
  return found;
}

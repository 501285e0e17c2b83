import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { breakingStatements, isContractStep } from "./migration-rules.ts";

const kinds = (sql: string) => breakingStatements(sql).map((b) => b.kind);

describe("the expand-then-contract check", () => {
  it.each([
    ['DROP TABLE "old_things";', "drops a table, view, column, type, function or schema"],
    ['ALTER TABLE "listings" DROP COLUMN "fax";', "drops a table, view, column, type, function or schema"],
    ["drop function listing_search_flags(text, integer);", "drops a table, view, column, type, function or schema"],
    ['ALTER TABLE "listings" RENAME COLUMN "phone" TO "telephone";', "renames"],
    ["alter table reviews rename to opinions;", "renames"],
    ['ALTER TABLE "listings" ALTER COLUMN "waitlist_weeks" SET DATA TYPE integer;', "changes a column's type"],
    [
      "alter table listings alter column waitlist_weeks type integer using waitlist_weeks::integer;",
      "changes a column's type",
    ],
    ['ALTER TABLE "reviews" ALTER COLUMN "language" SET NOT NULL;', "makes a column required"],
    ['ALTER TABLE "jobs" ALTER COLUMN "role" DROP DEFAULT;', "removes a column's default"],
    ["TRUNCATE sessions;", "empties a table"],
    ['ALTER TABLE "reviews" ADD COLUMN "language" text NOT NULL;', "adds a required column without a default"],
  ])("flags %s", (sql, kind) => {
    expect(kinds(sql)).toEqual([kind]);
  });

  it.each([
    'ALTER TABLE "reviews" ADD COLUMN "language" text;',
    'ALTER TABLE "listings" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;',
    'CREATE TABLE "alerts" ("id" serial PRIMARY KEY NOT NULL, "email" text NOT NULL);',
    'DROP INDEX "listings_relevance_idx";',
    'ALTER TABLE "listings" ALTER COLUMN "email" DROP NOT NULL;',
    'ALTER TABLE "reviews" DROP CONSTRAINT "reviews_language_check";',
    'CREATE INDEX "renamed_at_idx" ON "listings" ("renamed_at");',
  ])("lets an additive or relaxing change through: %s", (sql) => {
    expect(kinds(sql)).toEqual([]);
  });

  it("reads only code: comments, string literals and function bodies do not count", () => {
    const sql = `-- we used to DROP TABLE here
/* ALTER TABLE x RENAME TO y */
SELECT 'TRUNCATE in a string', 'it''s DROP COLUMN too';--> statement-breakpoint
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN TRUNCATE t; RETURN NULL; END $body$;
CREATE FUNCTION g() RETURNS void LANGUAGE sql AS $$ DELETE FROM t $$;`;
    expect(kinds(sql)).toEqual([]);
  });

  it("splits Drizzle's statement breakpoints, one finding per statement", () => {
    const sql = [
      'ALTER TABLE "a" ADD COLUMN "b" text;',
      'ALTER TABLE "a" DROP COLUMN "c";',
      'ALTER TABLE "a" ALTER COLUMN "d" SET NOT NULL;',
    ].join("--> statement-breakpoint\n");
    expect(breakingStatements(sql).map((b) => b.statement)).toEqual([
      'ALTER TABLE "a" DROP COLUMN "c"',
      'ALTER TABLE "a" ALTER COLUMN "d" SET NOT NULL',
    ]);
  });

  it("lets a migration marked as the contract step drop what the previous release stopped using", () => {
    const sql = `-- contract: 0031 moved fax numbers to listing_contacts; the release after it reads them there.
ALTER TABLE "listings" DROP COLUMN "fax";`;
    expect(isContractStep(sql)).toBe(true);
    expect(kinds(sql)).toEqual([]);
    // A bare word is no mark: the reason is part of the rule.
    expect(isContractStep('-- contract:\nALTER TABLE "listings" DROP COLUMN "fax";')).toBe(false);
  });
});

/**
 * Written before the rule, when no deployment ran two releases at once (ADR 0023); each was
 * applied with the code that needed it. Nothing may join this list.
 */
const BEFORE_THE_RULE: Record<string, string> = {
  "0009_community.sql": "violation_reports.reporter_key became required in the release that added it",
  "0011_job_board.sql": "job_listings' placeholder defaults went when the job board's form came",
};

describe("db/migrations", () => {
  const folder = path.join(import.meta.dirname, "..", "..", "db", "migrations");
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort();

  it("has no change old code cannot run beside, outside a marked contract step", () => {
    const offending = Object.fromEntries(
      files
        .map((file) => [file, breakingStatements(fs.readFileSync(path.join(folder, file), "utf8"))] as const)
        .filter(([, found]) => found.length > 0)
        .map(([file, found]) => [file, found.map((b) => `${b.kind}: ${b.statement}`)]),
    );
    // The message names the statement and its kind; the fix is an expand step now and a
    // `-- contract: …` migration in a later release (ADR 0023).
    expect(Object.fromEntries(Object.entries(offending).filter(([file]) => !(file in BEFORE_THE_RULE)))).toEqual({});
    expect(Object.keys(offending)).toEqual(Object.keys(BEFORE_THE_RULE));
  });
});

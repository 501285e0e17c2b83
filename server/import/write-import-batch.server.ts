/**
 * One batch of an import, written in one transaction: the new listings (multi-row inserts from
 * arrays, ADR 0012), their insurers, the rejected rows, and the import's progress. A crash
 * loses at most the batch in flight, and a rerun resumes after the last committed one.
 */
import type postgres from "postgres";
import type { Database } from "@db/client.server.ts";
import type { ImportRowProblem } from "@db/schema/index.ts";
import { factsOfFields, withSource, type FactSources } from "@domain/provenance.ts";
import { bulkInsert } from "../seed/bulk-insert.server.ts";
import type { ImportBatch, ImportReject, ImportRow } from "./import-rows.server.ts";

type Sql = postgres.Sql | postgres.TransactionSql;

/** Status given to imported listings: public at once (an admin vouches for the file). */
const IMPORTED_STATUS = "active";

/** The rows whose name + address + zip code a listing already has. */
export async function existingDuplicates(sql: Sql, rows: readonly ImportRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const found = await sql<{ row: number }[]>`
    select k.row from unnest(
      ${rows.map((r) => r.row)}::int[], ${rows.map((r) => r.fields.name)}::text[],
      ${rows.map((r) => r.fields.address ?? "")}::text[], ${rows.map((r) => r.fields.zipCode)}::text[]
    ) as k(row, name, address, zip)
    where exists (
      select 1 from listings l
      where l.zip_code = k.zip and lower(l.name) = lower(k.name) and lower(coalesce(l.address, '')) = lower(k.address)
    )`;
  return new Set(found.map((f) => f.row));
}

const duplicateProblem = (row: number): ImportRowProblem => ({
  row,
  column: null,
  key: "adminImport.problem.duplicate_existing",
});

const IN_FILE_DUPLICATE = "adminImport.problem.duplicate_in_file";

export interface BatchCounts {
  inserted: number;
  duplicates: number;
  rejected: number;
}

function importedSources(row: ImportRow, day: string): FactSources {
  const given = Object.entries(row.fields)
    .filter(([, v]) => v !== null && v !== "" && !(Array.isArray(v) && v.length === 0))
    .map(([k]) => k);
  return withSource({}, factsOfFields(given), "csv_import", day);
}

async function insertListings(tx: postgres.TransactionSql, rows: readonly ImportRow[]): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const ids = await tx<{ id: number }[]>`
    select nextval(pg_get_serial_sequence('listings', 'id'))::int as id from generate_series(1, ${rows.length})`;
  const col = <T>(pick: (r: ImportRow) => T) => rows.map(pick);
  const f = (r: ImportRow) => r.fields;
  await bulkInsert(
    tx,
    "listings",
    [
      { name: "id", type: "int4", values: ids.map((i) => i.id) },
      { name: "name", type: "text", values: col((r) => f(r).name) },
      { name: "description", type: "text", values: col((r) => f(r).description) },
      { name: "address", type: "text", values: col((r) => f(r).address) },
      { name: "city", type: "text", values: col((r) => f(r).city) },
      { name: "state", type: "text", values: col((r) => f(r).state) },
      { name: "zip_code", type: "text", values: col((r) => f(r).zipCode) },
      { name: "latitude", type: "float8", values: col((r) => f(r).latitude) },
      { name: "longitude", type: "float8", values: col((r) => f(r).longitude) },
      { name: "phone", type: "text", values: col((r) => f(r).phone) },
      { name: "email", type: "text", values: col((r) => f(r).email) },
      { name: "website", type: "text", values: col((r) => f(r).website) },
      { name: "opening_hours", type: "text", values: col((r) => f(r).openingHours) },
      { name: "status", type: "text", values: col(() => IMPORTED_STATUS) },
      { name: "tier", type: "text", values: col(() => "basic") },
      { name: "services", type: "jsonb", values: col((r) => f(r).services) },
      { name: "accepting_new_clients", type: "bool", values: col((r) => f(r).acceptingNewClients) },
      { name: "waitlist_weeks", type: "int4", values: col((r) => f(r).waitlistWeeks) },
      { name: "min_age_years", type: "int4", values: col((r) => f(r).minAgeYears) },
      { name: "max_age_years", type: "int4", values: col((r) => f(r).maxAgeYears) },
      { name: "care_settings", type: "jsonb", values: col((r) => f(r).careSettings) },
      { name: "languages", type: "jsonb", values: col((r) => f(r).languages) },
      { name: "funding_accepted", type: "jsonb", values: col((r) => f(r).fundingAccepted) },
      { name: "bcba_certificant_numbers", type: "jsonb", values: col((r) => f(r).bcbaCertificantNumbers) },
      // Each fact the file gave comes from the import (it ranks below the registry, ADR 0019).
      { name: "fact_sources", type: "jsonb", values: col((r) => JSON.stringify(importedSources(r, today))) },
    ],
    { overridingSystemValue: true },
  );
  const links = rows.flatMap((r, i) => f(r).insurerIds.map((insurer) => [ids[i]!.id, insurer] as const));
  await bulkInsert(tx, "listing_insurances", [
    { name: "listing_id", type: "int4", values: links.map((l) => l[0]) },
    { name: "insurance_provider_id", type: "int4", values: links.map((l) => l[1]) },
  ]);
}

async function insertRejects(tx: postgres.TransactionSql, importId: number, rejects: readonly ImportReject[]) {
  await bulkInsert(tx, "listing_import_rejects", [
    { name: "import_id", type: "int4", values: rejects.map(() => importId) },
    { name: "row", type: "int4", values: rejects.map((r) => r.row) },
    { name: "problems", type: "jsonb", values: rejects.map((r) => JSON.stringify(r.problems)) },
    { name: "cells", type: "jsonb", values: rejects.map((r) => r.cells) },
  ]);
}

/**
 * Writes a checked batch for an import: listings not already in the directory, the rest as
 * rejected rows, and the progress. Imports run one batch at a time across processes (an
 * advisory lock), so two imports of the same rows cannot both add them.
 */
export async function writeImportBatch(database: Database, importId: number, batch: ImportBatch): Promise<BatchCounts> {
  // A raw postgres.js transaction (not inTransaction): the batch writers are raw SQL taking its
  // TransactionSql, with transaction-local settings; nothing Drizzle runs inside.
  return (await database.sql.begin(async (tx) => {
    // A crash may lose the last batches' commits, never part of one: each batch and its
    // progress commit together, and a rerun resumes from the progress that survived.
    await tx`set local synchronous_commit = off`;
    await tx`select pg_advisory_xact_lock(hashtext('listing_import'))`;
    const duplicates = await existingDuplicates(tx, batch.rows);
    const fresh = batch.rows.filter((r) => !duplicates.has(r.row));
    const rejects: ImportReject[] = [
      ...batch.rejects,
      ...batch.rows
        .filter((r) => duplicates.has(r.row))
        .map((r) => ({ row: r.row, cells: r.cells, problems: [duplicateProblem(r.row)] })),
    ];
    if (fresh.length > 0) await insertListings(tx, fresh);
    // The file's header, as row 1 of the rejected rows: the report's own header repeats it.
    const first = batch.dataRows === batch.rows.length + batch.rejects.length;
    if (first) rejects.push({ row: 1, cells: batch.header, problems: [] });
    if (rejects.length > 0) await insertRejects(tx, importId, rejects);
    const inFile = batch.rejects.filter((r) => r.problems.some((p) => p.key === IN_FILE_DUPLICATE)).length;
    const counts = {
      inserted: fresh.length,
      duplicates: duplicates.size + inFile,
      rejected: batch.rejects.length - inFile,
    };
    await tx`
      update listing_imports set processed_rows = ${batch.dataRows},
        inserted_rows = inserted_rows + ${counts.inserted},
        duplicate_rows = duplicate_rows + ${counts.duplicates},
        rejected_rows = rejected_rows + ${counts.rejected}
      where id = ${importId}`;
    return counts;
  })) as BatchCounts;
}

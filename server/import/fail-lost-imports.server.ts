import type { UseCaseContext } from "../use-case.ts";
import { COMMAND_LINE_IMPORT_LOCK } from "./command-line-lock.server.ts";
import { IMPORT_FAILURES, markImportFailed } from "./import-failure.server.ts";

/**
 * Marks failed the uploaded imports that say "queued" or "running" but whose job can no longer
 * run: gone from the queue, or out of tries and not running (its last try was cut short by a
 * crash, so the job could not say so itself). An import's job is queued in the transaction that
 * starts it and removed only after the job has ended the import, so this never touches a live
 * one. A command-line import has no stored file and no job: it is lost when its command no
 * longer holds the import's advisory lock (command-line-lock.server.ts), a minute after it was
 * recorded (the command takes the lock just after). Returns the ids marked.
 */
export async function failLostImports(ctx: UseCaseContext<"config" | "database" | "logger">): Promise<number[]> {
  // The job's payload is only in the queue's private table (graphile-worker 0.16, ADR 0013).
  const lost = await ctx.database.sql<{ id: number; lastError: string | null; commandLine: boolean }[]>`
    select i.id, i.stored_file is null as "commandLine", (
      select j.last_error from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'listing_import' and j.payload->>'importId' = i.id::text
      order by j.id desc limit 1
    ) as "lastError"
    from listing_imports i
    where i.status in ('queued', 'running') and (
      (i.stored_file is not null and not exists (
        select 1 from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = 'listing_import' and j.payload->>'importId' = i.id::text
          and (j.attempts < j.max_attempts or j.locked_at is not null)
      ))
      or (i.stored_file is null and i.created_at < now() - interval '1 minute' and not exists (
        select 1 from pg_locks l
        where l.locktype = 'advisory' and l.granted and l.objsubid = 2
          and l.database = (select oid from pg_database where datname = current_database())
          and l.classid = ${COMMAND_LINE_IMPORT_LOCK}::int::oid and l.objid = i.id::oid
      ))
    )`;
  const marked: number[] = [];
  for (const { id, lastError, commandLine } of lost) {
    const failure = commandLine ? IMPORT_FAILURES.commandLineStopped : IMPORT_FAILURES.lost;
    const detail = commandLine ? "the import command ended" : (lastError ?? "job missing from the queue");
    if (await markImportFailed(ctx, { importId: id, failure, detail })) marked.push(id);
  }
  if (marked.length > 0) ctx.logger.warn({ imports: marked }, "listing imports without a live job marked failed");
  return marked;
}

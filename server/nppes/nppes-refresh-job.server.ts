/**
 * The scheduled `nppes_refresh` job (issue 27, "Freshness"): looks in NPPES_SOURCE for registry
 * files not imported yet and queues an import of each, in the order that keeps the data right: a
 * newer full file first, then the weekly files after it, oldest first, then the deactivation
 * report. Imports run one at a time in that order (their own queue). Files at a URL are
 * downloaded to DATA_DIR/nppes and removed by their import when it ends; files in a folder are
 * the operator's and stay.
 */
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.server.ts";
import type { JobHandler, JobServices } from "../jobs/handlers.server.ts";
import { downloadFile } from "./download-file.server.ts";
import { listNppesSource, type OfferedFile } from "./list-source.server.ts";
import { prepareForRegistry } from "./registry-ready.server.ts";
import { laterFiles, nextFullFile, type KnownImport } from "./source-files.server.ts";
import { startNppesImport } from "./start-nppes-import.server.ts";
import { listZipEntries } from "./zip.server.ts";

/** Where downloaded registry files wait for their import. */
const downloadsDir = (config: Pick<Config, "DATA_DIR">) => path.join(config.DATA_DIR, "nppes");

export const nppesRefreshJob: JobHandler<"nppes_refresh"> = async (services) => {
  await refreshNppes(services);
};

/** Queues the imports of the files NPPES_SOURCE has that were not imported yet; returns their import ids. */
export async function refreshNppes(services: JobServices): Promise<number[]> {
  const { config, database, logger } = services;
  const source = config.NPPES_SOURCE;
  if (!source) return [];
  const ready = await prepareForRegistry(database, { replaceDemo: false });
  if (!ready.ok) {
    logger.warn(
      "registry refresh skipped: the database holds the demo data (import a full file with --replace-demo first)",
    );
    return [];
  }
  const offered = await listNppesSource(source);
  const started: number[] = [];
  const full = nextFullFile(offered, await knownImports(services));
  if (full) started.push(await start(services, full));
  // Read again: the weeklies to apply depend on the date the new full file's data runs to.
  for (const file of laterFiles(offered, await knownImports(services))) started.push(await start(services, file));
  if (started.length > 0) logger.info({ importIds: started }, "registry refresh queued imports");
  return started;
}

async function knownImports({ database }: JobServices): Promise<KnownImport[]> {
  return database.sql<KnownImport[]>`
    select id, file_name as "fileName", kind, file_date::text as "fileDate"
    from nppes_imports where status in ('queued', 'running', 'done')`;
}

async function start(services: JobServices, file: OfferedFile): Promise<number> {
  const remote = services.config.NPPES_SOURCE?.kind === "url";
  const filePath = remote ? await downloadFile(file.location, downloadsDir(services.config), file.name) : file.location;
  const entries = await listZipEntries(filePath).catch(async (error: unknown) => {
    // A download that is not a readable zip is fetched again by the next run.
    if (remote) await rm(filePath, { force: true });
    throw error;
  });
  return startNppesImport(services.database, {
    filePath,
    fileName: file.name,
    byteSize: (await stat(filePath)).size,
    kind: file.kind,
    origin: "scheduled",
    userId: null,
    ownsFile: remote,
    entryNames: entries.map((e) => e.fileName),
    queue: true,
  });
}

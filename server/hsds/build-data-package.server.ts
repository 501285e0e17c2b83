/**
 * Builds the HSDS data package into its file (data-package-file.server.ts) when the public
 * data changed since the current one. The change is read from page_cache_generation, the
 * counter the content tables' triggers bump (migration 0017, ADR 0014): it is read before the
 * listings, so a write that races a build leaves the generation ahead and the next run builds
 * again.
 */
import { readDataGeneration } from "@db/data-generation.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { currentDataPackage, publishDataPackage, type DataPackageManifest } from "./data-package-file.server.ts";
import { streamDataPackage } from "./stream-data-package.server.ts";

export type DataPackageBuild =
  { built: true; manifest: DataPackageManifest; ms: number } | { built: false; manifest: DataPackageManifest };

/**
 * Builds unless the current package was built at this data generation for the configured site
 * address (config.siteUrl), the one its links use: never a request's Host, since one package is
 * served to everyone.
 */
export async function buildDataPackage(
  ctx: UseCaseContext<"config" | "database">,
  input: { now?: Date } = {},
): Promise<DataPackageBuild> {
  const [generation, previous] = await Promise.all([
    readDataGeneration(ctx.database.sql).then((g) => g ?? 0),
    currentDataPackage(ctx.config),
  ]);
  const origin = ctx.config.siteUrl;
  if (previous && previous.generation === generation && previous.origin === origin) {
    const { path: _path, ...manifest } = previous;
    return { built: false, manifest };
  }
  const now = input.now ?? new Date();
  const t0 = performance.now();
  const { body, listings } = await streamDataPackage(ctx, { origin, now });
  const manifest = await publishDataPackage(ctx.config, body, {
    builtAt: now.toISOString(),
    generation,
    origin,
    listings,
  });
  return { built: true, manifest, ms: Math.round(performance.now() - t0) };
}

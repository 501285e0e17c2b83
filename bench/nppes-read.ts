/**
 * Times readNppesProviders over an NPPES zip (the generator's or a real one):
 *   npm run bench:nppes-read -- /tmp/nppes.zip [--known 90000] [--start-after ROWS]
 * Prints uncompressed MB/s of npidata (MB = 10^6 bytes), rows/s, matched rows and peak RSS
 * (sampled every 50 ms, and the kernel's maximum). The caller's knownNpis is, as in an import,
 * about 1 % of the rows: half the synthetic file's deactivated NPIs plus random others.
 */
import { loadavg } from "node:os";
import { resourceUsage } from "node:process";
import { readNppesProviders } from "../server/nppes/read-providers.server.ts";
import { findNppesEntry, listZipEntries } from "../server/nppes/zip.server.ts";
import { DEACTIVATED_EVERY, syntheticNpi } from "./support/nppes-synthetic.ts";

const file = process.argv.slice(2).find((a) => !a.startsWith("--") && a.endsWith(".zip"));
if (!file) throw new Error("usage: bench/nppes-read.ts FILE.zip [--known N]");
const knownAt = process.argv.indexOf("--known");
const KNOWN = knownAt > 0 ? Number(process.argv[knownAt + 1]) : 90_000;
const startAt = process.argv.indexOf("--start-after");
const START_AFTER = startAt > 0 ? Number(process.argv[startAt + 1]) : 0;

async function main() {
  const entry = findNppesEntry(await listZipEntries(file!), "npidata");
  if (!entry) throw new Error(`${file} holds no npidata_pfile`);
  const known = new Set<string>();
  for (let i = DEACTIVATED_EVERY - 1; known.size < KNOWN / 2; i += 2 * DEACTIVATED_EVERY) known.add(syntheticNpi(i));
  while (known.size < KNOWN) known.add(String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)));

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const load = loadavg();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let aba = 0;
  let deactivated = 0;
  let rows = 0;
  let batches = 0;
  const skipped: Record<string, number> = {};
  for await (const batch of readNppesProviders(file!, { knownNpis: known, startAfterRow: START_AFTER })) {
    batches++;
    rows = batch.rowsRead;
    for (const p of batch.providers) {
      if (p.entityType === null) deactivated++;
      else aba++;
    }
    for (const [reason, n] of Object.entries(batch.skipped)) skipped[reason] = (skipped[reason] ?? 0) + n;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const mb = entry.uncompressedSize / 1e6;
  console.info(
    [
      `${entry.fileName}: ${mb.toFixed(0)} MB uncompressed (zip ${(entry.compressedSize / 1e6).toFixed(0)} MB), ${rows.toLocaleString("en-US")} rows`,
      `${START_AFTER > 0 ? `resumed after row ${START_AFTER.toLocaleString("en-US")}: ` : ""}time ${seconds.toFixed(1)} s: ${(mb / seconds).toFixed(1)} MB/s, ${Math.round(rows / seconds).toLocaleString("en-US")} rows/s`,
      `matched: ${aba.toLocaleString("en-US")} ABA rows, ${deactivated.toLocaleString("en-US")} deactivated known NPIs (${batches} batches); skipped ${JSON.stringify(skipped)}`,
      `peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB sampled, ${(resourceUsage().maxRSS / 1024).toFixed(0)} MiB kernel maximum`,
      `CPU: main thread + zlib workers ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average at start ${load.map((l) => l.toFixed(2)).join(" ")}, at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    ].join("\n"),
  );
}

await main();

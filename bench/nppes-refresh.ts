/**
 * Times a weekly registry refresh of 20,000 changed providers (issue 27: goal under 30 s):
 *   npm run bench:nppes-refresh [-- --providers 20000]
 * Writes two weekly files in the real layout to a temporary folder: the first adds N ABA
 * practices (organisations with a secondary location and a DBA name, at real zip codes), the
 * second changes every one of them (a new phone and a new name), as a week of registry updates
 * would. Imports both through the command line (`npm run import:nppes`) against a fresh embedded
 * database that stays running meanwhile (as a server would hold it), and prints each import's
 * time, phases and peak RSS.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { usPlaces } from "../server/seed/places.server.ts";
import { npiFrom, writeNppesZip, type FixtureRows } from "../tests/support/nppes-fixture.ts";

const at = process.argv.indexOf("--providers");
const N = at > 0 ? Number(process.argv[at + 1]) : 20_000;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function rows(week: number): FixtureRows {
  const places = usPlaces().slice(0, 5_000);
  const providers: FixtureRows["providers"] = [];
  const otherNames: FixtureRows["otherNames"] = [];
  const locations: FixtureRows["locations"] = [];
  for (let i = 0; i < N; i++) {
    const npi = npiFrom(String(200_000_000 + i));
    const place = places[i % places.length]!;
    const second = places[(i * 7 + 3) % places.length]!;
    const address = { city: place.city.toUpperCase(), state: place.state, postalCode: place.zip, countryCode: "US" };
    providers.push({
      npi,
      entityType: "2",
      organizationName: `BEHAVIOR PRACTICE ${i} ${week === 2 ? "GROUP " : ""}LLC`,
      practice: {
        ...address,
        line1: `${100 + (i % 900)} MAIN ST`,
        phone: `${week === 2 ? 415 : 312}555${String(i % 10_000).padStart(4, "0")}`,
      },
      mailing: { ...address, line1: `PO BOX ${i}` },
      enumerationDate: "01/15/2015",
      lastUpdateDate: week === 2 ? "11/20/2026" : "11/13/2026",
      taxonomies: [{ code: "103K00000X", primary: true }],
    });
    otherNames.push({ npi, name: `KIDS ABA ${i}`, typeCode: "3" });
    locations.push({
      npi,
      address: {
        line1: `${i % 500} OAK AVE`,
        city: second.city.toUpperCase(),
        state: second.state,
        postalCode: second.zip,
        countryCode: "US",
      },
    });
  }
  return { providers, otherNames, locations };
}

function runImport(dataDir: string, file: string): void {
  const t0 = Date.now();
  const out = execFileSync("/usr/bin/time", ["-f", "peak RSS %M KB", "npm", "run", "-s", "import:nppes", "--", file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const phases = /"phaseMs":(\{[^}]*\})/.exec(out)?.[1];
  const counts = /listings: [^\n]*/.exec(out)?.[0];
  console.log(
    `${path.basename(file)}: ${((Date.now() - t0) / 1000).toFixed(1)} s wall; phases (ms) ${phases}; ${counts}`,
  );
}

const dir = await mkdtemp(path.join(os.tmpdir(), "nppes-refresh-"));
const dataDir = path.join(dir, "data");
execFileSync("mkdir", ["-p", dataDir]);
execFileSync("chmod", ["755", dir, dataDir]);
const holder = path.join(dir, "hold-db.mts");
await writeFile(
  holder,
  `import { getConfig } from "${root}/server/config.server.ts";
import { openDatabase } from "${root}/server/database.server.ts";
import { createLogger } from "${root}/server/logger.server.ts";
import { writeFileSync } from "node:fs";
const opened = await openDatabase(getConfig(), createLogger("warn"));
writeFileSync(${JSON.stringify(path.join(dir, "ready"))}, "1");
process.on("SIGTERM", async () => { await opened.close(); process.exit(0); });
setInterval(() => {}, 1 << 30);
`,
);
const db = spawn(process.execPath, ["--import", "tsx", holder], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: "inherit",
});
try {
  for (let i = 0; i < 120 && !existsSync(path.join(dir, "ready")); i++) await new Promise((r) => setTimeout(r, 500));
  const week1 = await writeNppesZip(await mkdtemp(path.join(dir, "w1-")), rows(1), {
    fileName: "NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip",
  });
  const week2 = await writeNppesZip(await mkdtemp(path.join(dir, "w2-")), rows(2), {
    fileName: "NPPES_Data_Dissemination_111726_112326_Weekly_V2.zip",
  });
  console.log(
    `${N.toLocaleString("en-US")} providers a week; load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
  );
  runImport(dataDir, week1);
  runImport(dataDir, week2);
} finally {
  db.kill("SIGTERM");
  await new Promise((r) => db.once("exit", r));
  await rm(dir, { recursive: true, force: true });
}

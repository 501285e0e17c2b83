/**
 * The listing CSV import at scale (issue 13: 100,000 rows in under 2 minutes): writes a
 * deterministic CSV of N rows (default 100,000; about 1% bad rows and 1% repeats, so every path
 * runs), then times the command line import (`npm run import:listings`) on it:
 *   npm run bench:import [-- --rows 100000]
 * Uses a fresh embedded PostgreSQL in a temporary DATA_DIR (its start is not counted), or
 * DATABASE_URL when set (then the rows are added to that database).
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { csvRow } from "../domain/csv.ts";
import { IMPORT_COLUMNS } from "../domain/listing-import.ts";
import { CARE_SETTINGS, SERVICES } from "../domain/services.ts";
import { usPlaces } from "../server/seed/places.server.ts";

const rowsArg = process.argv.indexOf("--rows");
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;
if (!Number.isSafeInteger(ROWS) || ROWS < 1) throw new Error("--rows must be a positive whole number");

const WORDS = ["Bright", "Sunrise", "Harbor", "Golden", "Maple", "Summit", "Willow", "Compass", "Bloom", "Pathway"];
const KINDS = ["Steps", "Minds", "Futures", "Kids", "Behavior", "Sprouts", "Roots", "Wings"];

async function writeCsv(file: string): Promise<void> {
  const places = usPlaces();
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write(csvRow(IMPORT_COLUMNS.map((c) => c.name)));
  for (let i = 1; i <= ROWS; i++) {
    // Every 100th row repeats the previous one (a duplicate); every 97th has a bad zip code.
    const n = i % 100 === 0 ? i - 1 : i;
    const place = places[(n * 7919) % places.length]!;
    const values: Record<string, string> = {
      name: `${WORDS[n % WORDS.length]} ${KINDS[(n >> 3) % KINDS.length]} ABA ${n}`,
      description: `Applied behavior analysis for children and teens in ${place.city}. Parent training, "social skills" groups, school support.`,
      address: `${100 + (n % 9800)} Main St`,
      city: place.city,
      state: place.state,
      zip_code: i % 97 === 0 ? "1234" : place.zip,
      phone: `512555${String(n % 10000).padStart(4, "0")}`,
      email: `office${n}@provider.example`,
      website: `https://provider${n}.example`,
      opening_hours: "8:00 AM-6:00 PM",
      services: [SERVICES[1], SERVICES[n % SERVICES.length]].join("; "),
      accepting_new_clients: n % 3 === 0 ? "no" : "yes",
      waitlist_weeks: n % 3 === 0 ? String(n % 20) : "",
      min_age_years: "2",
      max_age_years: String(12 + (n % 10)),
      care_settings: CARE_SETTINGS[n % CARE_SETTINGS.length]!,
      languages: n % 4 === 0 ? "en; es" : "en",
    };
    await write(csvRow(IMPORT_COLUMNS.map((c) => values[c.name] ?? "")));
  }
  out.end();
  await once(out, "finish");
}

function runImport(file: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string; ms: number }> {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/import-listings.ts", file], {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, output, ms: Date.now() - t0 }));
  });
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-import-"));
  // As root, the embedded PostgreSQL runs as "postgres", which must reach its DATA_DIR.
  await chmod(dir, 0o755);
  try {
    const file = path.join(dir, "listings.csv");
    const t0 = Date.now();
    await writeCsv(file);
    const { size } = await stat(file);
    console.log(
      `Wrote ${ROWS.toLocaleString("en-US")} rows (${(size / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
    );
    const env = {
      ...process.env,
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.DATABASE_URL ? (process.env.DATA_DIR ?? dir) : path.join(dir, "data"),
    };
    const result = await runImport(file, env);
    const timing = /in ([\d.]+) s \(([\d.]+) s with the check\)/.exec(result.output);
    console.log(
      `\nCommand line import of ${ROWS.toLocaleString("en-US")} rows: ` +
        (timing ? `${timing[2]} s (check + import; import alone ${timing[1]} s)` : "no timing line") +
        `; whole process ${(result.ms / 1000).toFixed(1)} s including the database start. Exit ${result.code}.`,
    );
    process.exitCode = result.code === 0 && timing && Number(timing[2]) < 120 ? 0 : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

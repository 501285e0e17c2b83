/** Where the end-to-end server runs: playwright.config.ts starts it there, fixtures reach its database there. */
import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3457);
/** Emptied before each run, so the first start loads the demo data as on a new machine. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `aba-atlas-e2e-${E2E_PORT}`);

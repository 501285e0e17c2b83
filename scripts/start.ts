/**
 * npm start: builds when the sources changed since the last build, then starts the server
 * (embedded PostgreSQL, migrations and demo data on first run).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configOrExit } from "../server/boot.server.ts";
import { buildIfStale } from "./build.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
configOrExit(); // a bad variable stops us before a needless build

await buildIfStale(root);

await import("../server/main.ts");

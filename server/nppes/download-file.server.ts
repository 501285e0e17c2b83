/**
 * Downloads one registry file (a full one is about 1 GB) to disk as it arrives, never holding it
 * in memory. The bytes go to `<file>.part`; a download cut short (a crash, a dropped connection)
 * continues from there with an HTTP Range request, or starts again when the server ignores
 * ranges. Only a complete download is renamed to its final name.
 */
import { createWriteStream } from "node:fs";
import { mkdir, rename, stat, truncate } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

/** A stalled connection is given up after this long without a byte (the next run continues it). */
const IDLE_TIMEOUT_MS = 120_000;

/** Returns the final path: `dir/name`, reused when an earlier run already finished it. */
export async function downloadFile(url: string, dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  if (await stat(file).catch(() => null)) return file;
  await mkdir(dir, { recursive: true });
  const part = `${file}.part`;
  const have = (await stat(part).catch(() => null))?.size ?? 0;

  const controller = new AbortController();
  const response = await fetch(url, {
    headers: have > 0 ? { range: `bytes=${have}-` } : {},
    signal: controller.signal,
    redirect: "follow",
  });
  if (response.status === 416) {
    // The part file is already whole (the crash came between the last byte and the rename).
    await response.body?.cancel();
    await rename(part, file);
    return file;
  }
  if (!response.ok || !response.body) throw new Error(`download of ${name} answered ${response.status}`);
  const resumed = response.status === 206 && contentRangeStart(response.headers.get("content-range")) === have;
  if (!resumed) await truncate(part).catch(() => undefined);
  const length = Number(response.headers.get("content-length") ?? NaN);
  const expected = Number.isFinite(length) ? (resumed ? have : 0) + length : null;

  let idle = setTimeout(() => controller.abort(), IDLE_TIMEOUT_MS);
  const watchdog = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), IDLE_TIMEOUT_MS);
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(response.body as NodeReadableStream),
      watchdog,
      createWriteStream(part, { flags: resumed ? "a" : "w" }),
    );
  } finally {
    clearTimeout(idle);
  }
  const size = (await stat(part)).size;
  if (expected !== null && size !== expected)
    throw new Error(`download of ${name} ended at ${size} of ${expected} bytes`);
  await rename(part, file);
  return file;
}

/** The first byte of a `Content-Range: bytes 100-199/200` answer. */
function contentRangeStart(header: string | null): number | null {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header?.trim() ?? "");
  return match ? Number(match[1]) : null;
}

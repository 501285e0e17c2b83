/**
 * Writes .br and .gz next to each compressible file of the client build, so the server sends
 * them as they are (serveStatic `precompressed`) instead of compressing on every request.
 *
 *   node --import tsx scripts/precompress.ts [dir]   # default build/client
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for await (const file of files(dir)) {
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count++;
    bytes += data.length;
    brotliBytes += br.length;
  }
  return { files: count, bytes, brotliBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dir = path.resolve(process.argv[2] ?? path.join(root, "build/client"));
  const r = await precompress(dir);
  console.log(`Precompressed ${r.files} files: ${(r.bytes / 1024).toFixed(0)} KiB → ${(r.brotliBytes / 1024).toFixed(0)} KiB brotli.`);
}

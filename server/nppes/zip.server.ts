/**
 * Reading NPPES zips in place: the central directory gives random access to each entry (ZIP64
 * included, as the ~10 GB npidata entry needs), and one entry's bytes are inflated by Node's zlib
 * as they stream past. Nothing is extracted to disk and no entry is held whole in memory.
 */
import { type Readable, type TransformOptions } from "node:stream";
import { createInflateRaw, type ZlibOptions } from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";

export interface ZipEntryInfo {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface OpenZip {
  readonly entries: readonly Entry[];
  /** The entry's inflated bytes, chunk by chunk; the byte count is checked against the directory. */
  chunks(entry: Entry, options?: { chunkSize?: number }): AsyncGenerator<Buffer>;
  close(): void;
}

/** The reference files of an NPPES bundle, found by name; the *_fileheader.csv copies are ignored. */
export type NppesEntryKind = "npidata" | "pl" | "othername" | "endpoint";

const ENTRY_PATTERNS: Record<NppesEntryKind, RegExp> = {
  npidata: /(^|\/)npidata_pfile_[^/]*\.csv$/i,
  pl: /(^|\/)pl_pfile_[^/]*\.csv$/i,
  othername: /(^|\/)othername_pfile_[^/]*\.csv$/i,
  endpoint: /(^|\/)endpoint_pfile_[^/]*\.csv$/i,
};

/** 256 KiB inflated chunks: few enough that per-chunk work is negligible, small enough for cache. */
const DEFAULT_CHUNK = 256 * 1024;

/** Opens a zip file by path, or one already in memory (a small .xlsx found inside a zip). */
export async function openZip(source: string | Buffer): Promise<OpenZip> {
  const options = { lazyEntries: true, autoClose: false };
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    const done = (err: Error | null, file: ZipFile) => (err ? reject(err) : resolve(file));
    if (typeof source === "string") yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
  try {
    const entries = await readEntries(zip);
    return {
      entries,
      chunks: (entry, options) => entryChunks(zip, entry, options?.chunkSize ?? DEFAULT_CHUNK),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });
}

/** The entries of the zip at `path` (names and sizes), from its central directory alone. */
export async function listZipEntries(path: string): Promise<ZipEntryInfo[]> {
  const zip = await openZip(path);
  zip.close();
  return zip.entries.map((e) => ({
    fileName: e.fileName,
    compressedSize: e.compressedSize,
    uncompressedSize: e.uncompressedSize,
  }));
}

/** The entry of a kind (npidata, pl, othername, endpoint), or undefined when the bundle lacks it. */
export function findNppesEntry<E extends { fileName: string }>(
  entries: readonly E[],
  kind: NppesEntryKind,
): E | undefined {
  return entries.find((e) => ENTRY_PATTERNS[kind].test(e.fileName) && !/fileheader\.csv$/i.test(e.fileName));
}

async function* entryChunks(zip: ZipFile, entry: Entry, chunkSize: number): AsyncGenerator<Buffer> {
  if (entry.isEncrypted()) throw new Error(`${entry.fileName} is encrypted`);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new Error(`${entry.fileName} uses compression method ${entry.compressionMethod} (only deflate is read)`);
  }
  // The raw bytes come from yauzl; the inflater is ours so its output chunks can be larger than
  // zlib's 16 KiB default (fewer, larger chunks make the line scan cheaper).
  const raw = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, { decodeFileData: false }, (err, stream) => (err ? reject(err) : resolve(stream))),
  );
  let stream: Readable = raw;
  if (entry.compressionMethod === 8) {
    // Read-ahead of a few chunks lets zlib (on libuv's thread pool) inflate while the caller scans.
    const options: ZlibOptions & TransformOptions = { chunkSize, readableHighWaterMark: 8 * chunkSize };
    const inflate = createInflateRaw(options);
    raw.on("error", (error) => inflate.destroy(error));
    stream = raw.pipe(inflate);
  }
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  } finally {
    raw.destroy();
    if (stream !== raw) stream.destroy();
  }
  if (total !== entry.uncompressedSize) {
    throw new Error(`${entry.fileName}: inflated ${total} bytes, the zip directory says ${entry.uncompressedSize}`);
  }
}

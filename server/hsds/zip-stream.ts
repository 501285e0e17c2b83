/**
 * A zip archive written as a stream: fflate's `Zip` writes the archive (local headers, data
 * descriptors after each entry since sizes are known only at its end, UTF-8 names, the central
 * directory), and each entry is deflated by Node's zlib as its content arrives. fflate's own
 * `ZipDeflate` (deflate in JavaScript) took 2-3 times the CPU for a 5 % larger archive
 * (docs/performance.md, 'HSDS data package on fflate'), so the entries are fflate
 * `ZipInputFile`s fed with zlib's output, their CRC-32 and size counted here. Nothing is held in
 * memory but the chunk in flight and one directory record per entry, so a download of any size
 * starts at once. fflate writes no ZIP64: an archive that would pass 4 GiB or 65,535 entries is
 * refused with an error rather than written corrupt (the directory's files stay far below that at
 * 100,000 listings).
 */
import { Readable, pipeline } from "node:stream";
import zlib from "node:zlib";
import { Zip, type AsyncFlateStreamHandler, type ZipInputFile } from "fflate";

export interface ZipEntry {
  /** The file's path inside the archive (UTF-8, forward slashes). */
  name: string;
  content: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
}

const LIMIT = 0xffff_ffff;
const DEFLATE = 8;

/** An entry whose deflated bytes come from zlib; fflate reads crc and size when it ends. */
class DeflatedEntry implements ZipInputFile {
  crc = 0;
  size = 0;
  readonly compression = DEFLATE;
  ondata?: AsyncFlateStreamHandler;
  constructor(
    readonly filename: string,
    readonly mtime: Date,
  ) {}

  /** Hands fflate the next deflated bytes (final: the entry is complete). */
  write(chunk: Uint8Array, final: boolean): void {
    if (!this.ondata) throw new Error("The entry was not added to the archive.");
    // zlib's output is never on a SharedArrayBuffer, which is all fflate's type rules out.
    this.ondata(null, chunk as Uint8Array<ArrayBuffer>, final);
  }
}

function tooLarge(): never {
  throw new Error("The zip archive would need ZIP64 (over 4 GiB or 65,535 entries), which this writer does not write.");
}

/** The archive's bytes, entry by entry, deflated as they come. */
export async function* zipStream(entries: Iterable<ZipEntry>, at = new Date()): AsyncGenerator<Uint8Array> {
  let ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let written = 0;
  // fflate calls back synchronously from add/write/end: what it wrote is yielded right after.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take(): Generator<Uint8Array> {
    if (failure) throw failure;
    const chunks = ready;
    ready = [];
    for (const chunk of chunks) {
      written += chunk.length;
      if (written > LIMIT) tooLarge();
      yield chunk;
    }
  }

  let count = 0;
  for (const entry of entries) {
    if (++count > 0xffff) tooLarge();
    const file = new DeflatedEntry(entry.name, at);
    zip.add(file);
    // The CRC and size are of the bytes before deflating, counted as they go in.
    async function* counted() {
      for await (const chunk of entry.content) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
        if (bytes.length === 0) continue;
        file.crc = zlib.crc32(bytes, file.crc);
        file.size += bytes.length;
        if (file.size > LIMIT) tooLarge();
        yield bytes;
      }
    }
    const deflated = pipeline(Readable.from(counted()), zlib.createDeflateRaw({ level: 6 }), () => {});
    for await (const chunk of deflated as AsyncIterable<Buffer>) {
      file.write(chunk, false);
      yield* take();
    }
    file.write(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}

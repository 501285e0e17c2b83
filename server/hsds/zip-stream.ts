/**
 * A zip archive written as a stream (PKWARE APPNOTE 6.3.10, the subset every unzip reads):
 * each entry deflated as its content arrives, its CRC-32 and sizes in a data descriptor after
 * it (general purpose flag bit 3), the central directory at the end. Nothing is held in memory
 * but the chunk in flight and one directory record per entry, so a download of any size starts
 * at once. No ZIP64: an archive that would pass 4 GiB or 65,535 entries is refused with an error
 * rather than written corrupt (the directory's files stay far below that at 100,000 listings).
 */
import { Readable, pipeline } from "node:stream";
import zlib from "node:zlib";

export interface ZipEntry {
  /** The file's path inside the archive (UTF-8, forward slashes). */
  name: string;
  content: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
}

const LIMIT = 0xffff_ffff;
// Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8.
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time fields (2-second precision, years 1980-2107). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function localHeader(name: Buffer, when: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(when.time, 10);
  b.writeUInt16LE(when.date, 12);
  // CRC-32 and sizes (14-25) stay 0: they are in the data descriptor.
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function dataDescriptor(w: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(w.crc, 4);
  b.writeUInt32LE(w.compressed, 8);
  b.writeUInt32LE(w.size, 12);
  return b;
}

function directoryRecord(w: Written, when: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(when.time, 12);
  b.writeUInt16LE(when.date, 14);
  b.writeUInt32LE(w.crc, 16);
  b.writeUInt32LE(w.compressed, 20);
  b.writeUInt32LE(w.size, 24);
  b.writeUInt16LE(w.name.length, 28);
  // Extra field, comment, disk number, internal and external attributes (30-41): none.
  b.writeUInt32LE(w.offset, 42);
  return Buffer.concat([b, w.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

function tooLarge(): never {
  throw new Error("The zip archive would need ZIP64 (over 4 GiB or 65,535 entries), which this writer does not write.");
}

/** The archive's bytes, entry by entry, deflated as they come. */
export async function* zipStream(entries: Iterable<ZipEntry>, at = new Date()): AsyncGenerator<Uint8Array> {
  const when = dosDateTime(at);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const header = localHeader(name, when);
    const w: Written = { name, crc: 0, compressed: 0, size: 0, offset };
    yield header;
    offset += header.length;

    // The CRC and size are of the bytes before deflating, counted as they go in.
    async function* counted() {
      for await (const chunk of entry.content) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
        if (bytes.length === 0) continue;
        w.crc = zlib.crc32(bytes, w.crc);
        w.size += bytes.length;
        if (w.size > LIMIT) tooLarge();
        yield bytes;
      }
    }
    const deflated = pipeline(Readable.from(counted()), zlib.createDeflateRaw({ level: 6 }), () => {});
    for await (const chunk of deflated as AsyncIterable<Buffer>) {
      w.compressed += chunk.length;
      yield chunk;
    }
    offset += w.compressed;
    const descriptor = dataDescriptor(w);
    yield descriptor;
    offset += descriptor.length;
    if (offset > LIMIT) tooLarge();
    written.push(w);
  }
  if (written.length > 0xffff) tooLarge();
  const directory = Buffer.concat(written.map((w) => directoryRecord(w, when)));
  if (offset + directory.length > LIMIT) tooLarge();
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}

/**
 * A streaming zip writer with ZIP64, for files too large for memory (the benchmark's synthetic
 * NPPES file) and for a ZIP64 test fixture: fflate writes no ZIP64 records, and CMS's ~10 GB
 * npidata entry needs them. Entries are deflated by Node's zlib as they are written; sizes and the
 * CRC follow each entry in a data descriptor, as streaming writers (and CMS's zips) do.
 */
import { once } from "node:events";
import { type Writable } from "node:stream";
import { crc32, createDeflateRaw } from "node:zlib";

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  uncompressed: number;
  offset: number;
  zip64: boolean;
}

const MAX32 = 0xffffffff;

export class ZipWriter {
  private offset = 0;
  private readonly written: Written[] = [];

  constructor(
    private readonly out: Writable,
    /** Write ZIP64 records for every entry even when small (the ZIP64 test); otherwise only above 4 GiB. */
    private readonly options: { forceZip64?: boolean; level?: number; expectLarge?: boolean } = {},
  ) {}

  private async write(data: Buffer): Promise<void> {
    this.offset += data.length;
    if (!this.out.write(data)) await once(this.out, "drain");
  }

  /** Adds one entry from its whole content or from chunks (which may be strings, written as UTF-8). */
  async add(name: string, content: string | Buffer | AsyncIterable<string | Buffer> | Iterable<string | Buffer>) {
    // Sizes are unknown when the local header is written: a large entry must announce ZIP64 there.
    const zip64 = this.options.forceZip64 === true || this.options.expectLarge === true;
    const nameBytes = Buffer.from(name, "utf8");
    const entry: Written = { name: nameBytes, crc: 0, compressed: 0, uncompressed: 0, offset: this.offset, zip64 };
    const extra = zip64 ? zip64Extra([0, 0]) : Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(zip64 ? 45 : 20, 4);
    local.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(dosTime(), 10);
    local.writeUInt16LE(dosDate(), 12);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(zip64 ? MAX32 : 0, 18);
    local.writeUInt32LE(zip64 ? MAX32 : 0, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(extra.length, 28);
    await this.write(Buffer.concat([local, nameBytes, extra]));

    const deflate = createDeflateRaw({ level: this.options.level ?? 6, chunkSize: 256 * 1024 });
    const drained = (async () => {
      for await (const chunk of deflate) {
        entry.compressed += (chunk as Buffer).length;
        await this.write(chunk as Buffer);
      }
    })();
    const feed = async (piece: string | Buffer) => {
      const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
      entry.crc = crc32(bytes, entry.crc);
      entry.uncompressed += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, "drain");
    };
    if (typeof content === "string" || Buffer.isBuffer(content)) await feed(content);
    else for await (const piece of content) await feed(piece);
    deflate.end();
    await drained;
    if (!zip64 && (entry.uncompressed > MAX32 || entry.compressed > MAX32)) {
      throw new Error(`${name} exceeds 4 GiB: create the ZipWriter with expectLarge`);
    }

    const descriptor = Buffer.alloc(zip64 ? 24 : 16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    if (zip64) {
      descriptor.writeBigUInt64LE(BigInt(entry.compressed), 8);
      descriptor.writeBigUInt64LE(BigInt(entry.uncompressed), 16);
    } else {
      descriptor.writeUInt32LE(entry.compressed, 8);
      descriptor.writeUInt32LE(entry.uncompressed, 12);
    }
    await this.write(descriptor);
    this.written.push(entry);
  }

  /** Writes the central directory and ends the output stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.written) {
      const big = e.zip64 || e.offset > MAX32;
      const extra = big ? zip64Extra([e.uncompressed, e.compressed, e.offset]) : Buffer.alloc(0);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE((3 << 8) | 45, 4); // made by Unix, spec 4.5
      header.writeUInt16LE(big ? 45 : 20, 6);
      header.writeUInt16LE(0x0808, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(dosTime(), 12);
      header.writeUInt16LE(dosDate(), 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(big ? MAX32 : e.compressed, 20);
      header.writeUInt32LE(big ? MAX32 : e.uncompressed, 24);
      header.writeUInt16LE(e.name.length, 28);
      header.writeUInt16LE(extra.length, 30);
      header.writeUInt32LE((0o100644 << 16) >>> 0, 38);
      header.writeUInt32LE(big ? MAX32 : e.offset, 42);
      await this.write(Buffer.concat([header, e.name, extra]));
    }
    const size = this.offset - start;
    const zip64 = this.options.forceZip64 === true || this.written.some((e) => e.zip64) || start > MAX32;
    if (zip64) {
      const record = Buffer.alloc(56);
      const recordOffset = this.offset;
      record.writeUInt32LE(0x06064b50, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(45, 12);
      record.writeUInt16LE(45, 14);
      record.writeBigUInt64LE(BigInt(this.written.length), 24);
      record.writeBigUInt64LE(BigInt(this.written.length), 32);
      record.writeBigUInt64LE(BigInt(size), 40);
      record.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(recordOffset), 8);
      locator.writeUInt32LE(1, 16);
      await this.write(Buffer.concat([record, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(zip64 ? 0xffff : this.written.length, 8);
    end.writeUInt16LE(zip64 ? 0xffff : this.written.length, 10);
    end.writeUInt32LE(zip64 ? MAX32 : size, 12);
    end.writeUInt32LE(zip64 ? MAX32 : start, 16);
    await this.write(end);
    this.out.end();
    await once(this.out, "finish");
  }
}

/** The ZIP64 extended information extra field (id 1) with the given 8-byte values. */
function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(1, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  return extra;
}

const NOW = new Date();

function dosTime(): number {
  return (NOW.getHours() << 11) | (NOW.getMinutes() << 5) | (NOW.getSeconds() >> 1);
}

function dosDate(): number {
  return ((NOW.getFullYear() - 1980) << 9) | ((NOW.getMonth() + 1) << 5) | NOW.getDate();
}

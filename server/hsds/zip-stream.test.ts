import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { openZip } from "../nppes/zip.server.ts";
import { zipStream, type ZipEntry } from "./zip-stream.ts";

async function bytesOf(entries: ZipEntry[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of zipStream(entries, new Date("2026-11-24T08:30:10Z"))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** CSV text in chunks of 1,000 lines, as the data package's batches come. */
async function* lines(count: number) {
  for (let start = 0; start < count; start += 1000) {
    let chunk = "";
    for (let i = start; i < Math.min(count, start + 1000); i++) chunk += `${i},row ${i},"quoted, text"\r\n`;
    yield chunk;
  }
}

const entries = (): ZipEntry[] => [
  { name: "datapackage.json", content: ['{"name":"x"}'] },
  { name: "big.csv", content: lines(50_000) },
  { name: "empty.csv", content: [] },
  { name: "données/ñ.csv", content: [Buffer.from("á,é\r\n", "utf8")] },
];

describe("zipStream", () => {
  it("writes an archive another zip reader opens, every file intact", async () => {
    const zip = await bytesOf(entries());
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(["datapackage.json", "big.csv", "empty.csv", "données/ñ.csv"]);
    const text = (name: string) => Buffer.from(files[name]!).toString("utf8");
    expect(text("datapackage.json")).toBe('{"name":"x"}');
    let expected = "";
    for (let i = 0; i < 50_000; i++) expected += `${i},row ${i},"quoted, text"\r\n`;
    expect(text("big.csv")).toBe(expected);
    expect(text("empty.csv")).toBe("");
    expect(text("données/ñ.csv")).toBe("á,é\r\n");
    // Deflated: far smaller than the 1.5 MB of text.
    expect(zip.length).toBeLessThan(400_000);
  });

  it("reads back through yauzl (the NPPES reader) with each entry's CRC-32, sizes, UTF-8 name and time", async () => {
    const zip = await openZip(Buffer.from(await bytesOf(entries())));
    try {
      expect(zip.entries.map((e) => e.fileName)).toEqual(["datapackage.json", "big.csv", "empty.csv", "données/ñ.csv"]);
      for (const entry of zip.entries) {
        const chunks: Buffer[] = [];
        for await (const chunk of zip.chunks(entry)) chunks.push(chunk);
        const content = Buffer.concat(chunks);
        expect(entry.compressionMethod).toBe(8);
        expect(entry.uncompressedSize).toBe(content.length);
        // yauzl does not check CRCs itself: the directory's CRC must be that of what it inflated.
        expect(entry.crc32).toBe(crc32(content));
        // Bit 11: the name is UTF-8 (needed for the non-ASCII one, so unzip shows "données/ñ.csv").
        if (/[^\x20-\x7e]/.test(entry.fileName)) expect(entry.generalPurposeBitFlag & 0x0800).toBe(0x0800);
        expect(entry.getLastModDate().getTime()).toBe(new Date("2026-11-24T08:30:10Z").getTime());
      }
    } finally {
      zip.close();
    }
  });

  it("passes unzip's own CRC and structure test", async (ctx) => {
    if (!existsSync("/usr/bin/unzip")) ctx.skip();
    const dir = mkdtempSync(path.join(os.tmpdir(), "zip-test-"));
    try {
      const file = path.join(dir, "a.zip");
      writeFileSync(file, await bytesOf(entries()));
      const out = execFileSync("/usr/bin/unzip", ["-t", file], { encoding: "utf8" });
      expect(out).toMatch(/No errors detected/);
      // A flipped byte inside the deflated data is caught, so the check is real.
      const broken = await bytesOf(entries());
      broken[200] = broken[200]! ^ 0xff;
      writeFileSync(file, broken);
      expect(() => execFileSync("/usr/bin/unzip", ["-t", file], { stdio: "pipe" })).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops reading an entry's source when the reader stops", async () => {
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced++;
        yield "x".repeat(10_000);
      }
    }
    const stream = zipStream([{ name: "endless.csv", content: endless() }]);
    await stream.next();
    await stream.next();
    await stream.return(undefined);
    const after = produced;
    await new Promise((r) => setTimeout(r, 50));
    expect(produced).toBe(after);
    expect(produced).toBeLessThan(1000);
  });

  it("passes a source's error on instead of finishing the archive", async () => {
    async function* failing() {
      yield "a,b\r\n";
      throw new Error("database gone");
    }
    await expect(bytesOf([{ name: "a.csv", content: failing() }])).rejects.toThrow("database gone");
  });
});

import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receiveImportUpload } from "../import/import-files.server.ts";
import { receiveNppesUpload } from "./receive-nppes-upload.server.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "upload-cut-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A multipart upload whose client goes away in the middle of the file. */
function cutUpload(): Request {
  const boundary = "----cut";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
      controller.enqueue(new Uint8Array(64 * 1024).fill(7));
      setTimeout(() => controller.error(new Error("the client went away")), 20);
    },
  });
  return new Request("http://localhost/admin/import", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

describe("an upload cut off mid-file (issue 30 review: it rejected unhandled and ended the process)", () => {
  it("is refused and leaves no file, for the registry upload and the CSV import alike", async () => {
    const rejections: unknown[] = [];
    const note = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", note);
    try {
      expect(await receiveNppesUpload({ DATA_DIR: dataDir }, cutUpload())).toEqual({ ok: false, error: "no_file" });
      expect(await receiveImportUpload({ DATA_DIR: dataDir }, cutUpload())).toEqual({ ok: false, error: "no_file" });
      // Give a stray rejection the turn it would need to surface.
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      process.off("unhandledRejection", note);
    }
    expect(rejections).toEqual([]);
    expect(await filesUnder(dataDir)).toEqual([]);
  });
});

describe("a whole upload", () => {
  const upload = (name: string) => {
    const form = new FormData();
    form.set("kind", "monthly");
    form.set("file", new Blob(["abc"]), name);
    return new Request("http://localhost/admin/import", { method: "POST", body: form });
  };

  it("is stored and answered with the one result shape; a body that is not multipart is no_file", async () => {
    const nppes = await receiveNppesUpload({ DATA_DIR: dataDir }, upload("npi.zip"));
    expect(nppes).toEqual({
      ok: true,
      value: {
        fileName: "npi.zip",
        filePath: expect.any(String),
        bytes: 3,
        tooLarge: false,
        fields: { kind: "monthly" },
      },
    });
    const csv = await receiveImportUpload({ DATA_DIR: dataDir }, upload("a.csv"));
    expect(csv).toEqual({
      ok: true,
      value: { fileName: "a.csv", storedFile: expect.stringMatching(/^[0-9a-f]{32}\.csv$/), bytes: 3, tooLarge: false },
    });
    const plain = new Request("http://localhost/admin/import", { method: "POST", body: "x" });
    expect(await receiveImportUpload({ DATA_DIR: dataDir }, plain)).toEqual({ ok: false, error: "no_file" });
    if (nppes.ok) await rm(nppes.value.filePath);
    await rm(path.join(dataDir, "imports"), { recursive: true, force: true });
  });
});

import { describe, expect, it } from "vitest";
import { publicSearchPath } from "./restore-backup.server.ts";

async function through(chunks: Buffer[]): Promise<string> {
  const transform = publicSearchPath();
  const out: Buffer[] = [];
  transform.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const ended = new Promise((resolve) => transform.on("end", resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("the restore's SQL stream", () => {
  const sql =
    "SELECT pg_catalog.set_config('search_path', '', false);\nCOPY public.p (name) FROM stdin;\nJuguetes para niños\n\\.\n";

  it("lets the restore's search_path say public and changes nothing else", async () => {
    expect(await through([Buffer.from(sql)])).toBe(sql.replace("'', false", "'public', false"));
  });

  it("keeps a multi-byte character that a chunk boundary cuts in two", async () => {
    const bytes = Buffer.from(sql);
    const cut = bytes.indexOf(Buffer.from("ñ")) + 1;
    for (const at of [cut, 10, bytes.length - 3]) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)])).toBe(
        sql.replace("'', false", "'public', false"),
      );
    }
  });
});

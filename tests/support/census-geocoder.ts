/**
 * A local stand-in for the US Census Bureau's batch geocoder (locations/addressbatch) on
 * 127.0.0.1: it reads the multipart/form-data upload as the service does (an `addressFile`
 * file part and a `benchmark` field, else 400), and answers one CSV line per address in the
 * service's format and in no particular order (the service's own is not the input's):
 *   "id","street, city, state, zip","Match","Exact"|"Non_Exact","MATCHED","lon,lat","tiger id","L"
 *   "id","street, city, state, zip","No_Match"   (and "Tie")
 * Streets it knows are matched; the others are No_Match.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { parseCsv } from "./csv-parse.ts";

export type StandInAnswer = { match: "Exact" | "Non_Exact"; latitude: number; longitude: number } | "No_Match" | "Tie";

export interface ReceivedBatch {
  benchmark: string;
  /** The uploaded lines' cells: id, street, city, state, zip. */
  rows: string[][];
}

export interface CensusGeocoderStandIn {
  /** Its addressbatch address, for GEOCODER_URL. */
  url: string;
  /** What each street gets (by the street cell, exactly as sent). */
  answers: Map<string, StandInAnswer>;
  /** Every batch received, in order. */
  received: ReceivedBatch[];
  /** Answer the next requests with this status and no CSV (null: answer normally). */
  failWith: number | null;
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/form-data body: name, filename when a file, and text. */
function multipartParts(body: Buffer, contentType: string): { name: string; filename: string | null; text: string }[] {
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new Error(`not multipart/form-data: ${contentType}`);
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const text = body.toString("utf8");
  if (!text.startsWith(delimiter)) throw new Error("the body does not start with its boundary");
  const end = text.indexOf(`\r\n${delimiter}--`);
  if (end < 0) throw new Error("the body has no closing boundary");
  return text
    .slice(delimiter.length + 2, end)
    .split(`\r\n${delimiter}\r\n`)
    .map((part) => {
      const split = part.indexOf("\r\n\r\n");
      if (split < 0) throw new Error("a part without headers");
      const headers = part.slice(0, split);
      const disposition = /^content-disposition:\s*form-data;(.*)$/im.exec(headers)?.[1] ?? "";
      const name = /\bname="([^"]*)"/.exec(disposition)?.[1];
      if (name === undefined) throw new Error("a part without a name");
      const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1] ?? null;
      return { name, filename, text: part.slice(split + 4) };
    });
}

const quoted = (cells: readonly string[]) => cells.map((c) => `"${c}"`).join(",");

function answerLine([id = "", street = "", city = "", state = "", zip = ""]: string[], answer: StandInAnswer): string {
  const input = `${street}, ${city}, ${state}, ${zip}`;
  if (typeof answer === "string") return quoted([id, input, answer]);
  const matched = `${street}, ${city}, ${state}, ${zip}`.toUpperCase();
  return quoted([
    id,
    input,
    "Match",
    answer.match,
    matched,
    `${answer.longitude},${answer.latitude}`,
    "636546187",
    "L",
  ]);
}

export async function startCensusGeocoder(): Promise<CensusGeocoderStandIn> {
  const standIn: Omit<CensusGeocoderStandIn, "url" | "close"> = { answers: new Map(), received: [], failWith: null };
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "POST" || req.url !== "/geocoder/locations/addressbatch") {
        res.writeHead(404).end();
        return;
      }
      const body = await readBody(req);
      if (standIn.failWith !== null) {
        res.writeHead(standIn.failWith, { "content-type": "text/html" }).end("<html><body>Error</body></html>");
        return;
      }
      let parts: ReturnType<typeof multipartParts>;
      try {
        parts = multipartParts(body, req.headers["content-type"] ?? "");
      } catch (error) {
        res.writeHead(400, { "content-type": "text/plain" }).end(String(error));
        return;
      }
      const file = parts.find((p) => p.name === "addressFile" && p.filename !== null);
      const benchmark = parts.find((p) => p.name === "benchmark" && p.filename === null);
      if (!file || !benchmark) {
        res.writeHead(400, { "content-type": "text/plain" }).end("addressFile and benchmark are required");
        return;
      }
      const rows = parseCsv(file.text);
      if (rows.length > 10_000 || rows.some((r) => r.length !== 5)) {
        res.writeHead(400, { "content-type": "text/plain" }).end("at most 10,000 lines of 5 cells");
        return;
      }
      standIn.received.push({ benchmark: benchmark.text, rows });
      const lines = rows.map((row) => answerLine(row, standIn.answers.get(row[1]!) ?? "No_Match")).reverse();
      res.writeHead(200, { "content-type": "text/csv" }).end(lines.join("\n") + "\n");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/geocoder/locations/addressbatch`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  });
}

import { promisify } from "node:util";
import { deflate, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "./env.ts";

const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers are sent as they are: the gzip framing would outweigh the saving. */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const JSON_TYPE = /^application\/json\b/i;
/** A body of known length up to this size is read whole and compressed in one call. */
const WHOLE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * zlib's level for answers compressed per request: 5, not the default 6. On a 113 KB results page
 * it costs 0.73 ms of CPU against 0.94 ms, for 1.2 % more bytes (15,249 against 15,072); the
 * page cache and the build's files keep their own, higher settings (docs/performance.md, "Compression").
 */
const ON_THE_FLY_LEVEL = 5;
const gzipWhole = promisify(gzip);
const deflateWhole = promisify(deflate);
const compressWhole = {
  gzip: (body: Buffer) => gzipWhole(body, { level: ON_THE_FLY_LEVEL }),
  deflate: (body: Buffer) => deflateWhole(body, { level: ON_THE_FLY_LEVEL }),
};

/** The encoding the client prefers among ours (gzip first on a tie), as hono/compress picks it. */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Compresses pages and API answers on the fly for clients that ask (gzip or deflate), with
 * hono/compress's rules (compressible types over 1 KiB, not a range, not `no-transform`; Vary:
 * Accept-Encoding on whatever could be compressed). Unlike hono/compress it changes a response
 * only through its headers unless it compresses: under @hono/node-server, calling c.header() or
 * reading the body once the handler has answered turns the answer (a string written in one go)
 * into a web stream read chunk by chunk, which cost every uncompressed API answer about a
 * millisecond of CPU (docs/performance.md). Why it is kept over hono/compress, with figures: ADR 0020.
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const length = h.get("Content-Length");
    if (c.res.status === 206 || h.has("Content-Encoding") || h.has("Transfer-Encoding") || c.req.method === "HEAD")
      return;
    if (length && Number(length) < THRESHOLD_BYTES) return;
    const type = h.get("Content-Type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || NO_TRANSFORM.test(h.get("Cache-Control") ?? "")) return;
    const vary = h.get("Vary");
    if (vary !== "*" && !(vary && VARIES_ON_ENCODING.test(vary))) {
      h.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = selectEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    // A JSON answer, or a body of known length (a script-free page, rendered whole by
    // app/entry.server.tsx), is compressed in one call; anything else as it streams.
    if (JSON_TYPE.test(type) || (length && Number(length) <= WHOLE_MAX_BYTES)) return compressWholeBody(c, encoding);
    if (!c.res.body) return;
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res);
    markEncoded(c.res.headers, encoding);
  };
}

/** The headers of a compressed answer: its length is unknown until sent, its ETag no longer byte-exact. */
function markEncoded(headers: Headers, encoding: Encoding): void {
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
}

/**
 * A JSON answer is one string, already whole (every one here comes from c.json; large downloads
 * are CSV or zip), and so is a body of known length: compressed in one call, a half to a third of
 * the CPU of a compression stream for a page of listings, and sent as one buffer.
 */
async function compressWholeBody(c: Context<AppEnv>, encoding: Encoding): Promise<void> {
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  // A page rendered whole comes with its bytes (app.server.ts): reading the answer back would
  // copy them through a web stream (≈ 0.1 ms for a 110 KB page).
  const whole = c.get("wholeBody");
  const bytes = whole?.response === c.res ? whole.bytes : Buffer.from(await c.res.arrayBuffer());
  // c.json sets no Content-Length, so the size rule applies here: a small answer (an error, a
  // count) goes out as it is, without a round trip to zlib's thread pool.
  const small = bytes.byteLength < THRESHOLD_BYTES;
  const body = small ? bytes : await compressWhole[encoding](bytes);
  if (!small) {
    markEncoded(headers, encoding);
    // Whole, so its length is known: sent with it rather than in chunks.
    headers.set("Content-Length", String(body.byteLength));
  }
  // Cleared first: assigning over an answer makes hono copy the new one through a body stream.
  c.res = undefined as unknown as Response;
  c.res = new Response(body, { status, headers });
}

/** A real SMTP server for tests (the smtp-server package) and a small MIME reader for what it receives. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? "7bit").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => `%${h}`);
    // Percent-decode byte-wise (keeping literal % that were not escapes intact).
    return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
  }
  return body;
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeURIComponent(data.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, "%$1")),
  );
}

function headersOf(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const i = raw.search(/\r?\n\r?\n/);
  return { headers: headersOf(raw.slice(0, i)), body: raw.slice(i).replace(/^\r?\n\r?\n/, "") };
}

/** Subject, text and HTML of a (possibly multipart/alternative) message. */
export function parseMail(raw: string): Pick<ReceivedMail, "subject" | "text" | "html"> {
  const { headers, body } = split(raw);
  const out = { subject: decodeHeaderWords(headers.subject ?? ""), text: "", html: "" };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map(split) : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers["content-type"] ?? "text/plain";
    const decoded = decodeBody(part.body, part.headers["content-transfer-encoding"]);
    if (type.startsWith("text/html")) out.html = decoded;
    else if (type.startsWith("text/plain")) out.text = decoded;
  }
  return out;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message (or one already received and not yet taken). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on 127.0.0.1, on a free port; accepts any sender and recipient. With
 * `failFirst`, the first that many messages are refused with a temporary error (451).
 */
export async function startSmtp(options: { failFirst?: number } = {}): Promise<TestSmtp & { refused: () => number }> {
  const messages: ReceivedMail[] = [];
  let refused = 0;
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      if (refused < (options.failFirst ?? 0)) {
        refused++;
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Try again later"), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  const netServer = server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => netServer.once("listening", () => resolve()));
  const { port } = netServer.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused: () => refused,
    async next(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= taken) {
        if (Date.now() > deadline) throw new Error("no email arrived");
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return messages[taken++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

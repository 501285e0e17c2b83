/** A local SMTP server for benchmarks (smtp-server): keeps each message's recipients and raw text. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface SinkMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: SinkMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // The app may open many connections while it drains a backlog.
    maxClients: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  // A client killed mid-message (the durability run kills the app) resets its connection.
  server.on("error", () => {});
  const listening = server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
  const { port } = listening.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(() => r())) };
}

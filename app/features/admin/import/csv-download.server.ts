import { NO_STORE } from "@server/errors.server.ts";

/** A CSV file download (UTF-8, attachment, never cached). */
export function csvDownload(fileName: string, body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * Request bodies are limited per route before anything parses them (issue 15, defect 2): over
 * the limit the answer is 413 with the common error shape, and a streamed body is read no
 * further than the limit.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { BODY_LIMITS } from "../../server/http/body-limit.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { ORIGIN } from "./auth-support.ts";

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let pageCalls = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp(testServices(t), {
    handlePage: async (request) => {
      pageCalls += 1;
      const form = await request.formData();
      return new Response(`got ${String(form.get("message") ?? "").length}`, { status: 200 });
    },
  });
});

/** A body that never ends on its own: it counts how many bytes were pulled from it. */
function endlessBody(chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const bytes = new TextEncoder().encode("a".repeat(chunk));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      // A hard stop far beyond every limit, so a failing test ends instead of filling memory.
      if (state.pulled > 64 * 1024 * 1024) return controller.close();
      state.pulled += bytes.length;
      controller.enqueue(bytes);
    },
  });
  return { stream, state };
}

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  app.request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { origin: ORIGIN, ...headers },
    duplex: "half",
  } as RequestInit);

describe("request body limits", () => {
  it("refuse a JSON body over the API limit by its Content-Length, with 413 and the common error shape", async () => {
    const body = JSON.stringify({ email: "a@example.com", pad: "x".repeat(BODY_LIMITS.api) });
    const res = await post("/api/newsletter", body, {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      "accept-language": "es",
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.json()).toEqual({
      error: { code: "payload_too_large", message: "Esta solicitud es demasiado grande: envíe como máximo 32 KiB." },
    });
  });

  it("stop reading a streamed (chunked) JSON body at the limit", async () => {
    const { stream, state } = endlessBody();
    const res = await post("/api/auth/login", stream, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
    // Read no further than the limit (plus the chunk that crossed it, and what the stream queued ahead).
    expect(state.pulled).toBeLessThanOrEqual(BODY_LIMITS.api + 3 * 64 * 1024);
  });

  it("refuse a page form over the page limit before the page runs, in the reader's language", async () => {
    const before = pageCalls;
    const { stream, state } = endlessBody();
    const res = await post("/contact", stream, { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("This request is too large: send at most 128 KiB.");
    expect(state.pulled).toBeLessThanOrEqual(BODY_LIMITS.page + 3 * 64 * 1024);
    const declared = `message=${"x".repeat(BODY_LIMITS.page)}`;
    const big = await post("/contact", declared, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(declared.length),
    });
    expect(big.status).toBe(413);
    expect(pageCalls).toBe(before);
  });

  it("let bodies within the limit through, streamed or not", async () => {
    const form = `message=${"x".repeat(60_000)}`;
    const res = await post("/contact", form, { "content-type": "application/x-www-form-urlencoded" });
    expect(await res.text()).toBe("got 60000");
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(form));
        controller.close();
      },
    });
    expect(await (await post("/contact", chunks, { "content-type": "application/x-www-form-urlencoded" })).text()).toBe(
      "got 60000",
    );
    const ok = await post("/api/newsletter", JSON.stringify({ email: "fits@example.com" }), {
      "content-type": "application/json",
    });
    expect(ok.status).toBeLessThan(300);
  });

  it("let an 8 MB photo reach the upload route (past the input guard), and refuse more", async () => {
    const photoForm = (bytes: number) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("photo", new File([new Uint8Array(bytes).fill(0xff)], "big.jpg", { type: "image/jpeg" }));
      return form;
    };
    const before = pageCalls;
    const fits = await app.request(`${ORIGIN}/my-listings/5/images`, {
      method: "POST",
      body: photoForm(8 * 1024 * 1024 + 1),
      headers: { origin: ORIGIN },
    });
    expect(fits.status).toBe(200);
    expect(pageCalls).toBe(before + 1);
    const tooBig = await app.request(`${ORIGIN}/my-listings/5/images`, {
      method: "POST",
      body: photoForm(BODY_LIMITS.upload + 1),
      headers: { origin: ORIGIN },
    });
    expect(tooBig.status).toBe(413);
    // Elsewhere a page keeps its small limit.
    const elsewhere = await app.request(`${ORIGIN}/contact`, {
      method: "POST",
      body: photoForm(1024 * 1024),
      headers: { origin: ORIGIN },
    });
    expect(elsewhere.status).toBe(413);
    expect(pageCalls).toBe(before + 1);
  });
  it("give the admin's image forms the upload limit and the blog article form its own", async () => {
    const sized = (bytes: number) => `bodyMarkdown=${"x".repeat(bytes)}`;
    const send = (path: string, body: BodyInit, type?: string) =>
      app.request(`${ORIGIN}${path}`, {
        method: "POST",
        body,
        headers: { origin: ORIGIN, ...(type ? { "content-type": type } : {}) },
      });
    const form = "application/x-www-form-urlencoded";
    const before = pageCalls;
    const image = new FormData();
    image.set("image", new File([new Uint8Array(2 * 1024 * 1024)], "big.png", { type: "image/png" }));
    expect((await send("/admin/products/5/image", image)).status).toBe(200);
    expect((await send("/admin/blog/5/cover", image)).status).toBe(200);
    expect((await send("/admin/blog/5", sized(300 * 1024), form)).status).toBe(200);
    expect(pageCalls).toBe(before + 3);
    expect((await send("/admin/blog/5", sized(BODY_LIMITS.article + 1), form)).status).toBe(413);
    expect((await send("/admin/products/5", sized(300 * 1024), form)).status).toBe(413);
    expect(pageCalls).toBe(before + 3);
  });
});

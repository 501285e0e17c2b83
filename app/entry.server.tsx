import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server";
import {
  ServerRouter,
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  type LoaderFunctionArgs,
} from "react-router";
import type { ScriptsHandle } from "./lib/page-scripts.ts";
import { KeptMarkupProvider, keptMarkupStore } from "./components/kept-markup.tsx";

export const streamTimeout = 5_000;

/**
 * Parts of script-free pages kept as markup between requests (kept-markup.tsx). Not in
 * development, where a changed component must show at once.
 */
const keptMarkup = import.meta.env.DEV ? null : keptMarkupStore(renderToStaticMarkup);

/** A page whose routes ship no React (ADR 0016): nothing on it streams in later. */
function isScriptFree({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as ScriptsHandle | undefined)?.scripts === false,
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  if (isScriptFree(routerContext)) {
    // A script-free page is rendered whole, to one string: it has nothing to stream (no Suspense
    // boundary resolves later without React in the browser), and one buffer of known length is
    // one write and one gzip call: 0.6–2.4 ms of server CPU less per page than the stream
    // (docs/performance.md, "Uncached page CPU"). It sends no loader data, so its context has no
    // hydration stream, which the react-router patch (ADR 0027) then never encodes.
    const context: EntryContext = Object.create(routerContext, { serverHandoffStream: { value: undefined } });
    const page = <ServerRouter context={context} url={request.url} nonce={nonce} />;
    const html = Buffer.from(
      `<!DOCTYPE html>${renderToString(keptMarkup ? <KeptMarkupProvider store={keptMarkup}>{page}</KeptMarkupProvider> : page)}`,
    );
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Content-Length", String(html.byteLength));
    const response = new Response(html, { headers: responseHeaders, status: responseStatusCode });
    loadContext.wholeBody?.(response, html);
    return response;
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode prerendering get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            loadContext.logger.error({ err: error, requestId: loadContext.requestId }, "page render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * An error thrown by a loader or action: one JSON log line through pino (the default printed
 * multi-line text to stderr), without the values of a failed query. Aborted requests are not errors.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  context.logger.error({ err: error, requestId: context.requestId }, "page error");
}

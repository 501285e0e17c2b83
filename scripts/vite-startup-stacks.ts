import type { Plugin } from "vite";

/*
 * Errors made while a big module evaluates are costly when an inspector is attached, as in
 * Lighthouse and DevTools: V8 records a detailed stack for each new error, and a stack through a
 * module's top level makes it re-parse the whole module for source positions. Two libraries do
 * that on every load; this build transform removes both (issue 14, docs/performance.md).
 */

/**
 * React DOM's production client makes five sentinel errors at its top level (thrown and caught
 * inside React to suspend or to abandon hydration, compared by identity, never shown): one
 * 60–240 ms task on this machine, before Lighthouse's 4× phone slowdown, on every page. Made with Object.create they are still `instanceof Error`, with the
 * same message, but no stack is taken. A phone without DevTools never paid that cost; the
 * measurement did, on every page.
 */
const FILE = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINEL =
  /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g;
const EXPECTED = 5;
const HELPER =
  "function stacklessSentinel(message) { return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n";

/** The React DOM source with its sentinels made without a stack; throws when React changed them. */
export function stacklessSentinels(code: string): string {
  let count = 0;
  const out = code.replace(SENTINEL, (_whole, name: string, id: string) => {
    count++;
    return `${name} = stacklessSentinel(formatProdErrorMessage(${id}))`;
  });
  if (count !== EXPECTED) {
    throw new Error(
      `stackless React errors: expected ${EXPECTED} sentinel errors in React DOM, found ${count}; review scripts/vite-startup-stacks.ts for this React version`,
    );
  }
  return HELPER + out;
}

const LEAFLET_FILE = /leaflet[\\/]dist[\\/]leaflet-src(\.esm)?\.js$/;
const VML_PROBE = /try \{\s*document\.namespaces\.add\('lvml', 'urn:schemas-microsoft-com:vml'\);/g;

/**
 * Leaflet probes for old Internet Explorer's VML by calling `document.namespaces.add` in a try at
 * its top level: elsewhere that throws a TypeError (and makes a stack through all of Leaflet:
 * 40–60 ms after load on map pages). Asking first whether `document.namespaces` exists keeps the
 * same outcome (the catch falls through to the same fallback) without the error.
 */
export function leafletWithoutVmlThrow(code: string): string {
  const found = [...code.matchAll(VML_PROBE)];
  if (found.length !== 1) {
    throw new Error("startup stacks: Leaflet's VML probe changed; review scripts/vite-startup-stacks.ts for this Leaflet version");
  }
  const at = found[0]!.index;
  return code.slice(0, at) + "if (document.namespaces) " + code.slice(at);
}

export function noStartupStacks(): Plugin {
  return {
    name: "aba-no-startup-stacks",
    apply: "build",
    transform(code, id) {
      if (FILE.test(id)) return { code: stacklessSentinels(code), map: null };
      if (LEAFLET_FILE.test(id)) return { code: leafletWithoutVmlThrow(code), map: null };
      return null;
    },
  };
}

import type { Plugin } from "vite";

/**
 * React DOM's production client makes five sentinel errors at its top level (thrown and caught
 * inside React to suspend or to abandon hydration, compared by identity, never shown). With an
 * inspector attached, as in Lighthouse, V8 records a detailed stack for every Error it constructs,
 * and a stack through React DOM's module function makes it re-parse all of that function for
 * source positions: one 70–240 ms task on this machine before the 4× phone slowdown (issue 14,
 * docs/performance.md). Made with Object.create they are still `instanceof Error`, with the
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
      `stackless React errors: expected ${EXPECTED} sentinel errors in React DOM, found ${count}; review scripts/vite-stackless-react-errors.ts for this React version`,
    );
  }
  return HELPER + out;
}

export function stacklessReactErrors(): Plugin {
  return {
    name: "aba-stackless-react-errors",
    apply: "build",
    transform(code, id) {
      if (!FILE.test(id)) return null;
      return { code: stacklessSentinels(code), map: null };
    },
  };
}

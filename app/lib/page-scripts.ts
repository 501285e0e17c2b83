import { useMatches } from "react-router";
import type { IslandName } from "~/islands/entries.ts";

/**
 * A route module's `handle` may say its page needs no React on the client: everything on it works
 * as plain HTML (links, GET and POST forms, <details>), so the document ships no module, no
 * preloads and no hydration data (issue 14, ADR 0015: hydrating the whole document is most of a
 * phone's blocking time). The few parts that need JavaScript are islands (ADR 0016), named in
 * `islands` and loaded after the first paint. The hydrated app loads such a page as a document
 * (script-free-routes.ts), so React never renders it in the browser.
 */
export interface ScriptsHandle {
  scripts?: false;
  islands?: readonly IslandName[];
}

const handles = (matches: ReturnType<typeof useMatches>) =>
  matches.map((match) => (match.handle as ScriptsHandle | undefined) ?? {});

export function usePageIsScriptFree(): boolean {
  return handles(useMatches()).some((handle) => handle.scripts === false);
}

/** The islands the page's routes ask for, each once. */
export function usePageIslands(): IslandName[] {
  return [...new Set(handles(useMatches()).flatMap((handle) => handle.islands ?? []))];
}

import { useMatches } from "react-router";

/**
 * A route module's `handle` may say its page needs no JavaScript: everything on it works as plain
 * HTML (links, GET and POST forms, <details>), so the document ships no module, no preloads and no
 * hydration data (issue 14, ADR 0015: hydrating the whole document is most of a phone's blocking
 * time). A client-side navigation from a scripted page still renders it as usual.
 */
export interface ScriptsHandle {
  scripts?: false;
}

export function usePageIsScriptFree(): boolean {
  return useMatches().some((match) => (match.handle as ScriptsHandle | undefined)?.scripts === false);
}

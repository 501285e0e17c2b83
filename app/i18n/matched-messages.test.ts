import { describe, expect, it } from "vitest";
import { matchedMessages, type PageMessages } from "./index.tsx";

const shell = { "site.name": "ABA Atlas", "map.loading": "Loading map…" } as PageMessages;
const page = { "map.loading": "Loading the map…", "home.title": "Find ABA providers" } as PageMessages;
const other = { "about.title": "About us" } as PageMessages;

describe("matchedMessages", () => {
  it("merges the root's messages and each route's, a later route's text winning", () => {
    const merged = matchedMessages([{ loaderData: { messages: shell } }, undefined, { loaderData: { i18n: page } }]);
    expect(merged).toEqual({
      "site.name": "ABA Atlas",
      "map.loading": "Loading the map…",
      "home.title": "Find ABA providers",
    });
    expect(Object.isFrozen(merged)).toBe(true);
  });

  it("merges a combination of catalogs once, and keeps combinations apart", () => {
    const first = matchedMessages([{ loaderData: { messages: shell } }, { loaderData: { i18n: page } }]);
    // Other match objects carrying the same catalogs (the next request): the same merge.
    expect(matchedMessages([{ data: { messages: shell } }, { data: { i18n: page } }])).toBe(first);
    expect(matchedMessages([{ loaderData: { messages: shell } }])).toEqual(shell);
    expect(matchedMessages([{ loaderData: { messages: shell } }, { loaderData: { i18n: other } }])).toEqual({
      ...shell,
      ...other,
    });
    expect(matchedMessages([{ loaderData: { i18n: page } }, { loaderData: { messages: shell } }])).toEqual({
      ...page,
      ...shell,
    });
    expect(matchedMessages([])).toEqual({});
  });
});

import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import * as icons from "./icons.tsx";

const PROPS: Array<Record<string, string>> = [
  {},
  { "aria-hidden": "true" },
  { className: "size-4 shrink-0" },
  { className: "size-4 lucide size-4", "aria-hidden": "true" },
  { "aria-label": "Close", role: "img" },
  { className: "size-5", "data-state": "open" },
];

const ours = Object.entries(icons).filter(([, value]) => typeof value === "function") as Array<[string, ComponentType]>;

describe("the app's icons", () => {
  it("are all of them", () => {
    expect(ours.length).toBeGreaterThanOrEqual(45);
  });

  it.each(ours)("%s writes lucide's markup, byte for byte", (name, Icon) => {
    const original = (lucide as unknown as Record<string, ComponentType>)[name];
    expect(original, `lucide-react has no ${name}`).toBeDefined();
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(Icon, props)), JSON.stringify(props)).toBe(
        renderToStaticMarkup(createElement(original!, props)),
      );
    }
  });
});

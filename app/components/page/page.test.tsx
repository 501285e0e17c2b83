import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formatIsoDate, formatUsd } from "./format.ts";
import { RichText } from "./rich-text.tsx";

function markup(text: string): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <RichText text={text} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("formatUsd", () => {
  it("shows whole dollars without cents and other amounts with two decimals", () => {
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(999)).toBe("$999");
    expect(formatUsd("14.99")).toBe("$14.99");
    expect(formatUsd(49.9)).toBe("$49.90");
    expect(formatUsd(1299)).toBe("$1,299");
  });
});

describe("formatIsoDate", () => {
  it("formats the review date in both languages, whatever the time zone", () => {
    expect(formatIsoDate("en", "2026-11-22")).toBe("November 22, 2026");
    expect(formatIsoDate("es", "2026-11-22")).toBe("22 de noviembre de 2026");
  });
});

describe("RichText", () => {
  it("renders links and strong text", () => {
    const html = markup("See [the guide](/resources#insurance), **always** check [BACB](https://www.bacb.com).");
    expect(html).toContain('href="/resources#insurance"');
    expect(html).toContain('<strong class="font-semibold">always</strong>');
    expect(html).toContain('<a href="https://www.bacb.com" class="link">BACB</a>');
  });

  it("never injects markup or unsafe links", () => {
    const html = markup("<img src=x onerror=alert(1)> [click](javascript:alert(1)) [x](//evil.example)");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain('href="//evil.example"');
  });
});

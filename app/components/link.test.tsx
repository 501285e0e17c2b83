import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink, ScriptFreeLinks } from "./link.tsx";

/** Markup of `node` rendered at `path`, on a script-free page or not. */
function render(path: string, scriptFree: boolean, node: ReactNode): string {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <ScriptFreeLinks scriptFree={scriptFree}>{node}</ScriptFreeLinks> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

/** React Router marks its links for lazy route discovery; a document link has nothing to discover. */
const withoutDiscover = (html: string) => html.replaceAll(' data-discover="true"', "");

const TARGETS = [
  "/",
  "/texas",
  "/texas/",
  "/Texas",
  "/search?query=austin&page=2",
  "/blog/a-post#comments",
  "/search?query=San Antonio, TX",
  "/blog/año",
];
const PATHS = ["/", "/texas", "/texas/houston", "/TEXAS", "/texasville", "/search", "/blog/a-post"];

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "nav current" : "nav");

describe("links on a script-free page", () => {
  it("are plain anchors with React Router's href, class and aria-current", () => {
    for (const path of PATHS) {
      for (const to of TARGETS) {
        const cases: Array<[ReactNode, ReactNode]> = [
          [<RouterLink key="l" to={to} className="link" />, <Link key="l" to={to} className="link" />],
          [
            <RouterNavLink key="n" to={to} className={navClass}>
              x
            </RouterNavLink>,
            <NavLink key="n" to={to} className={navClass}>
              x
            </NavLink>,
          ],
          [
            <RouterNavLink key="e" to={to} end className="plain">
              x
            </RouterNavLink>,
            <NavLink key="e" to={to} end className="plain">
              x
            </NavLink>,
          ],
          [
            <RouterNavLink key="c" to={to} caseSensitive>
              {({ isActive }) => (isActive ? "on" : "off")}
            </RouterNavLink>,
            <NavLink key="c" to={to} caseSensitive>
              {({ isActive }) => (isActive ? "on" : "off")}
            </NavLink>,
          ],
        ];
        for (const [router, ours] of cases) {
          const expected = withoutDiscover(render(path, false, router));
          expect(render(path, true, ours), `${to} at ${path}`).toBe(expected);
        }
      }
    }
  });

  it("leave out the router's client-only attributes", () => {
    const html = render("/", true, <Link to="/about" prefetch="intent" reloadDocument state={{ a: 1 }} />);
    expect(html).toBe('<a href="/about"></a>');
  });

  it("marks the current page, and only below it when not `end`", () => {
    const html = render("/texas/houston", true, [
      <NavLink key="a" to="/texas">
        Texas
      </NavLink>,
      <NavLink key="b" to="/texas" end>
        Texas only
      </NavLink>,
      <NavLink key="c" to="/">
        Home
      </NavLink>,
    ]);
    expect(html).toBe(
      '<a aria-current="page" class="active" href="/texas">Texas</a><a class="" href="/texas">Texas only</a><a class="" href="/">Home</a>',
    );
  });
});

describe("links on a hydrated page", () => {
  it("are React Router's, so a click navigates in the app", () => {
    for (const to of TARGETS) {
      expect(render("/texas", false, <Link to={to} />)).toBe(render("/texas", false, <RouterLink to={to} />));
      expect(render("/texas", false, <NavLink to={to}>x</NavLink>)).toBe(
        render("/texas", false, <RouterNavLink to={to}>x</RouterNavLink>),
      );
    }
    expect(render("/", false, <Link to="/about" />)).toContain('data-discover="true"');
  });

  it("leave relative and object targets to the router on any page", () => {
    for (const to of ["?page=2", "edit", { pathname: "/texas", search: "?page=2" }]) {
      expect(withoutDiscover(render("/texas", true, <Link to={to} />))).toBe(
        withoutDiscover(render("/texas", false, <RouterLink to={to} />)),
      );
      expect(render("/texas", true, <Link to={to} />)).toContain("data-discover");
    }
  });
});

/**
 * The app's links: React Router's Link and NavLink, except on a script-free page (ADR 0016), where
 * React never runs in the browser and a link is only ever followed as a document: there they are
 * plain anchors with the same href, class and aria-current. Router links cost about 15 µs of
 * server CPU each (path resolution, click and prefetch handlers nobody will run), and a results
 * page has about a hundred (issue 30, item 27). link.test.tsx holds the two to the same markup.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

const ScriptFreePage = createContext(false);

/** Set once by the root layout: whether this page is script-free. */
export function ScriptFreeLinks({ scriptFree, children }: { scriptFree: boolean; children: ReactNode }) {
  return <ScriptFreePage.Provider value={scriptFree}>{children}</ScriptFreePage.Provider>;
}

/** The href of a plain anchor, for a same-site absolute path; null sends the rest to the router. */
function documentHref(to: LinkProps["to"]): string | null {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//") ? to : null;
}

/** React Router's props that mean something only to its client navigation (and `target`, placed last). */
const ROUTER_PROPS = new Set([
  "to",
  "discover",
  "prefetch",
  "relative",
  "reloadDocument",
  "replace",
  "state",
  "preventScrollReset",
  "viewTransition",
  "defaultShouldRevalidate",
  "mask",
  "target",
]);
/** And those NavLink turns into the anchor's own. */
const NAV_LINK_PROPS = new Set([
  ...ROUTER_PROPS,
  "aria-current",
  "caseSensitive",
  "className",
  "end",
  "style",
  "children",
]);

/** The caller's other attributes, in their order (React Router's markup, byte for byte). */
function passedOn(props: object, taken: ReadonlySet<string>): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (!taken.has(name)) attributes[name] = value;
  return attributes;
}

export function Link(props: LinkProps) {
  const href = useContext(ScriptFreePage) ? documentHref(props.to) : null;
  if (href === null) return <RouterLink {...props} />;
  const attributes = passedOn(props, ROUTER_PROPS);
  attributes.href = href;
  attributes.target = props.target;
  return createElement("a", attributes);
}

/** React Router's rule: the path itself, or below it unless `end`; letter case ignored by default. */
function isActivePath(current: string, target: string, end: boolean, caseSensitive: boolean): boolean {
  const location = caseSensitive ? current : current.toLowerCase();
  const to = caseSensitive ? target : target.toLowerCase();
  const slashAt = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return location === to || (!end && location.startsWith(to) && location.charAt(slashAt) === "/");
}

export function NavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  const href = useContext(ScriptFreePage) ? documentHref(props.to) : null;
  if (href === null) return <RouterNavLink {...props} />;
  const { className, style, children, end = false, caseSensitive = false } = props;
  const isActive = isActivePath(pathname, href.split(/[?#]/, 1)[0] ?? href, end, caseSensitive);
  const state = { isActive, isPending: false, isTransitioning: false };
  const attributes = passedOn(props, NAV_LINK_PROPS);
  attributes["aria-current"] = isActive ? (props["aria-current"] ?? "page") : undefined;
  attributes.className =
    typeof className === "function"
      ? className(state)
      : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  attributes.style = typeof style === "function" ? style(state) : style;
  attributes.href = href;
  attributes.target = props.target;
  return createElement("a", attributes, typeof children === "function" ? children(state) : children);
}

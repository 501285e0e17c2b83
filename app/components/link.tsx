/**
 * The app's links: React Router's Link and NavLink, except on a script-free page (ADR 0016), where
 * React never runs in the browser and a link is only ever followed as a document: there they are
 * plain anchors with the same href, class and aria-current. Router links cost about 15 µs of
 * server CPU each (path resolution, click and prefetch handlers nobody will run), and a results
 * page has about a hundred (issue 30, item 27). link.test.tsx holds the two to the same markup.
 */
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
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

/** React Router's props that mean something only to its client navigation. */
function anchorProps<P extends Omit<LinkProps, "className" | "style" | "children">>(props: P) {
  const {
    to: _to,
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    mask: _mask,
    ...anchor
  } = props;
  return anchor;
}

/** The anchor, its attributes in React Router's order (the same markup, byte for byte). */
function DocumentAnchor({ target, ...attributes }: ComponentProps<"a">) {
  const { href, ...rest } = attributes;
  return <a {...rest} href={href} target={target} />;
}

export function Link(props: LinkProps) {
  const href = useContext(ScriptFreePage) ? documentHref(props.to) : null;
  if (href === null) return <RouterLink {...props} />;
  return <DocumentAnchor {...anchorProps(props)} href={href} />;
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
  const {
    "aria-current": ariaCurrent = "page",
    caseSensitive = false,
    className,
    end = false,
    style,
    children,
    ...rest
  } = anchorProps(props);
  const isActive = isActivePath(pathname, href.split(/[?#]/, 1)[0] ?? href, end, caseSensitive);
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <DocumentAnchor
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(state)
          : [className, isActive ? "active" : null].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(state) : style}
      href={href}
    >
      {typeof children === "function" ? children(state) : children}
    </DocumentAnchor>
  );
}

import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";
import { AFTER_FIRST_PAINT } from "~/lib/after-first-paint.ts";
import { NOTE_TYPED_TEXT } from "~/lib/typed-before-hydration.ts";

/** The type that keeps React Router's module script inert until the loader starts it. */
const DEFERRED_TYPE = "text/x-deferred-module";
const DEFERRED_ID = "rr-deferred-module";

interface Preload {
  href: string;
  integrity?: string;
  crossOrigin?: string;
}

/**
 * Starts the app's JavaScript after the first paint: adds the module preloads to <head> and runs
 * the inert module script, with the nonce of this script (a page replayed from the page cache is
 * allowed by the hash of the module script's text, which its CSP lists). It starts once the
 * browser reports the first contentful paint (after-first-paint.ts).
 */
function loaderScript(preloads: Preload[], evaluateFirst: boolean): string {
  // In order, each step in a task of its own, so none is a long task on a slow phone (issue 14):
  // 1. the preloads, four per task (each append costs up to ~3 ms there);
  // 2. every preloaded module but the entry (the first), evaluated by import() one per task,
  //    from the last listed (the route's leaves) to the first (React): evaluated together, as
  //    the module script's static imports do, they are one task whose length grows with the page;
  // 3. React Router's module script, whose imports are then already evaluated; it imports the
  //    entry, which hydrates. A failed import goes straight to 3, where React Router handles it.
  // Step 2 is skipped under the dev server: its route modules need the React Refresh preamble
  // that React Router's module script sets up first.
  return `${NOTE_TYPED_TEXT}(function(p){var n=document.currentScript.nonce,h=document.head,i=0;function later(f){setTimeout(f,0)}function links(){for(var e=Math.min(i+4,p.length);i<e;i++){var a=p[i],l=document.createElement("link");l.rel="modulepreload";l.href=a.href;if(a.integrity)l.integrity=a.integrity;if(a.crossOrigin)l.crossOrigin=a.crossOrigin;h.appendChild(l)}later(i<p.length?links:function(){evaluate(${evaluateFirst ? "p.length-1" : "0"})})}function evaluate(k){if(k<1)return run();import(p[k].href).then(function(){later(function(){evaluate(k-1)})},run)}function run(){var m=document.getElementById(${JSON.stringify(DEFERRED_ID)}),s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=m.textContent;h.appendChild(s)}${AFTER_FIRST_PAINT}afterPaint(links)})(${JSON.stringify(preloads)})`;
}

interface Split {
  preloads: Preload[];
  kept: ReactNode[];
  /** The module script's nonce: <Scripts> falls back to the router's when none is passed. */
  nonce?: string;
}

/** Sorts React Router's <Scripts> output: module preloads become data, the module script inert. */
function split(node: ReactNode, into: Split) {
  Children.forEach(node, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<Record<string, unknown>>;
    const props = element.props;
    if (element.type === "link" && props.rel === "modulepreload") {
      into.preloads.push({
        href: String(props.href),
        ...(typeof props.integrity === "string" ? { integrity: props.integrity } : {}),
        ...(typeof props.crossOrigin === "string" ? { crossOrigin: props.crossOrigin } : {}),
      });
    } else if (element.type === "script" && props.type === "module") {
      if (typeof props.nonce === "string") into.nonce = props.nonce;
      into.kept.push(
        <script
          key={DEFERRED_ID}
          id={DEFERRED_ID}
          type={DEFERRED_TYPE}
          suppressHydrationWarning
          dangerouslySetInnerHTML={props.dangerouslySetInnerHTML as { __html: string }}
        />,
      );
    } else if (typeof element.type === "string") {
      into.kept.push(cloneElement(element, { key: `kept-${into.kept.length}` }));
    } else {
      split(props.children as ReactNode, into);
    }
  });
}

/**
 * React Router's <Scripts>, started after the first paint (issue 14). On a slow link the module
 * preloads and the module script otherwise download with the HTML and CSS that the first paint
 * needs, and Lighthouse counts them as render-blocking. The context script (the loader data the
 * hydration reads) stays as it is; after hydration both render nothing, as <Scripts> does.
 */
export function DeferredScripts(props: ScriptsProps) {
  // Called as a function, not rendered, to rewrite its elements; its hooks run in this component
  // on every render, in the same order, so the rules of hooks hold.
  const scripts = Scripts(props);
  if (!scripts) return null;
  const parts: Split = { preloads: [], kept: [] };
  split(scripts, parts);
  return (
    <>
      {parts.kept}
      <script
        nonce={parts.nonce ?? props.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: loaderScript(parts.preloads, !import.meta.env.DEV) }}
      />
    </>
  );
}

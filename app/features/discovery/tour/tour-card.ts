/**
 * The tour card (spec 2 "Guided tour", 4 "Tour", 8, 9): a non-modal dialog beside the step's
 * target, which is highlighted. Plain DOM, without React: the home page's tour island opens it
 * (home is script-free, ADR 0016). Loaded on the first press of the ? button.
 */
import type { Translate } from "@domain/i18n/translator.ts";
import { buttonClasses } from "~/components/ui/button-classes.ts";
import { element } from "~/lib/dom.ts";
import {
  TOUR_CARD_WIDTH,
  TOUR_FADE_MS,
  computeCardPosition,
  highlightBox,
  scrollTopFor,
  type Box,
  type TourPlacement,
} from "./positioning.ts";
import { TOUR_STEPS, markTourSeen } from "./tour-steps.ts";

interface OpenTour {
  close(): void;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** A rendered element with a box; an element inside a closed <details> or display:none has none. */
function findTarget(selector: string): Element | null {
  for (const el of document.querySelectorAll(selector)) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 || r.height > 0) return el;
  }
  return null;
}

const toBox = (r: DOMRect): Box => ({ top: r.top, left: r.left, width: r.width, height: r.height });

/**
 * The bottom of the page header when it stays on screen (sticky on phones and tablets), else 0:
 * the card never covers it, and a tall target is scrolled to start below it.
 */
function headerInset(): number {
  for (const header of document.querySelectorAll("header")) {
    const position = getComputedStyle(header).position;
    if (position !== "sticky" && position !== "fixed") continue;
    const r = header.getBoundingClientRect();
    if (r.top <= 0 && r.bottom > 0) return r.bottom;
  }
  return 0;
}
const px = (value: number) => `${value}px`;

/** lucide's "x", drawn without React. */
function closeIcon(): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  for (const [name, value] of Object.entries({
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "aria-hidden": "true",
  }))
    svg.setAttribute(name, value);
  for (const d of ["M18 6 6 18", "m6 6 12 12"]) {
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

let ids = 0;

/**
 * Opens the tour at step one, its card beside the ? button in the page's landmarks; `onClose`
 * runs once it closes (Finish, the close button, Escape).
 */
function openTour(t: Translate, launcher: Element, onClose: () => void): OpenTour {
  const reduced = prefersReducedMotion();
  const total = TOUR_STEPS.length;
  const id = `tour-${++ids}`;
  let index = 0;
  let target: Element | null = null;
  let placed = false;
  let frame = 0;
  let fade = 0;

  const highlight = element("div", "pointer-events-none fixed z-[64] rounded-lg ring-4 ring-focus");
  highlight.setAttribute("aria-hidden", "true");
  highlight.dataset.tourHighlight = "";

  const card = element(
    "section",
    `fixed z-[66] flex max-w-[calc(100vw-40px)] flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-fg shadow-overlay ${reduced ? "" : "transition-opacity duration-100"}`,
  );
  card.setAttribute("role", "dialog");
  card.setAttribute("aria-labelledby", `${id}-title`);
  card.setAttribute("aria-describedby", `${id}-content`);
  card.dataset.tourCard = "";
  Object.assign(card.style, {
    top: "50%",
    left: "50%",
    width: px(TOUR_CARD_WIDTH),
    transform: "translate(-50%, -50%)",
  });

  const heading = element("h2", "pt-1 text-lg leading-snug font-bold outline-none");
  heading.id = `${id}-title`;
  heading.tabIndex = -1;
  const closeButton = element("button", buttonClasses({ variant: "ghost", size: "icon", className: "-me-2 -mt-2" }));
  closeButton.type = "button";
  closeButton.setAttribute("aria-label", t("tour.close"));
  closeButton.append(closeIcon());
  const top = element("div", "flex items-start justify-between gap-2");
  top.append(heading, closeButton);

  const content = element("p", "text-sm text-fg-muted");
  content.id = `${id}-content`;

  const progressBar = element("div", "h-2 flex-1 overflow-hidden rounded-full bg-surface-2");
  progressBar.setAttribute("role", "progressbar");
  progressBar.setAttribute("aria-label", t("tour.progressLabel"));
  progressBar.setAttribute("aria-valuemin", "1");
  progressBar.setAttribute("aria-valuemax", String(total));
  const progressFill = element("div", "h-full rounded-full bg-primary");
  progressBar.append(progressFill);
  const counter = element("p", "text-sm text-fg-muted tabular-nums");
  counter.dataset.tourCounter = "";
  const progressRow = element("div", "flex items-center gap-3");
  progressRow.append(progressBar, counter);

  const previousButton = element("button", buttonClasses({ variant: "secondary", size: "sm" }), t("tour.previous"));
  previousButton.type = "button";
  // Step one has no Previous; this keeps Next at the row's end.
  const previousSpace = element("span", "");
  const nextButton = element("button", buttonClasses({ size: "sm" }));
  nextButton.type = "button";
  const buttons = element("div", "flex items-center justify-between gap-2");
  buttons.append(previousSpace, nextButton);

  const announcement = element("p", "sr-only");
  announcement.setAttribute("aria-live", "polite");
  card.append(top, content, progressRow, buttons, announcement);

  const step = () => TOUR_STEPS[index] ?? TOUR_STEPS[0]!;

  /** Places the card beside the target (or keeps its place when the target is missing; spec 8). */
  function place() {
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const size = { width: TOUR_CARD_WIDTH, height: card.offsetHeight };
    const current = step();
    if (current.target && !target) {
      highlight.remove();
      if (placed) return;
    }
    const box = current.target && target ? toBox(target.getBoundingClientRect()) : null;
    if (box) {
      const lit = highlightBox(box);
      Object.assign(highlight.style, {
        top: px(lit.top),
        left: px(lit.left),
        width: px(lit.width),
        height: px(lit.height),
      });
      if (!highlight.isConnected) card.before(highlight);
    } else highlight.remove();
    const position = computeCardPosition(box, size, viewport, box ? current.placement : "center", headerInset());
    Object.assign(card.style, {
      top: px(position.top),
      left: px(position.left),
      width: px(position.width),
      transform: "",
    });
    placed = true;
  }

  /** Centres the target, or scrolls it to where the card fits beside it below the header (scrollTopFor). */
  function scrollToTarget(el: Element, placement: TourPlacement) {
    const behavior = reduced ? "auto" : "smooth";
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const box = toBox(el.getBoundingClientRect());
    const top = scrollTopFor(
      box,
      { width: TOUR_CARD_WIDTH, height: card.offsetHeight },
      viewport,
      placement,
      headerInset(),
    );
    if (top === null) el.scrollIntoView({ block: "center", inline: "nearest", behavior });
    else window.scrollTo({ top: window.scrollY + box.top - top, behavior });
  }

  const follow = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(place);
  };

  function show() {
    const current = step();
    const last = index === total - 1;
    const title = t(current.title);
    const progress = t("tour.progress", { current: index + 1, total });
    card.dataset.step = current.id;
    heading.textContent = title;
    content.textContent = t(current.content);
    progressBar.setAttribute("aria-valuenow", String(index + 1));
    progressBar.setAttribute("aria-valuetext", progress);
    progressFill.style.width = `${((index + 1) / total) * 100}%`;
    counter.textContent = progress;
    nextButton.textContent = last ? t("tour.finish") : t("tour.next");
    if (index > 0 && previousSpace.isConnected) previousSpace.replaceWith(previousButton);
    if (index === 0 && previousButton.isConnected) previousButton.replaceWith(previousSpace);
    announcement.textContent = t("tour.announce", { current: index + 1, total, title });

    // Spec 4: the card fades in 100 ms after a step shows (at once with reduced motion).
    if (!reduced) {
      card.classList.remove("opacity-100");
      card.classList.add("opacity-0");
      clearTimeout(fade);
      fade = window.setTimeout(() => card.classList.replace("opacity-0", "opacity-100"), TOUR_FADE_MS);
    } else card.classList.add("opacity-100");

    target = current.target ? findTarget(current.target) : null;
    if (current.target && !target) console.warn(`Tour target not found: ${current.target}`);
    if (target) scrollToTarget(target, current.placement);
    place();
    // Focus moves into the card when it opens, and back to it when the focused control vanished.
    if (!card.contains(document.activeElement)) heading.focus();
  }

  const go = (next: number) => {
    const bounded = Math.min(Math.max(next, 0), total - 1);
    if (bounded === index) return;
    index = bounded;
    show();
  };

  function close() {
    cancelAnimationFrame(frame);
    clearTimeout(fade);
    window.removeEventListener("scroll", follow, { capture: true });
    window.removeEventListener("resize", follow);
    layout?.disconnect();
    document.removeEventListener("keydown", onKey);
    card.remove();
    highlight.remove();
    markTourSeen();
    onClose();
  }

  // Escape closes; the arrow keys step unless the visitor is working in another control.
  function onKey(event: KeyboardEvent) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const active = document.activeElement;
    const inCard = !!active && card.contains(active);
    if (!inCard && active && active !== document.body) return;
    event.preventDefault();
    go(event.key === "ArrowRight" ? index + 1 : index - 1);
  }

  closeButton.addEventListener("click", close);
  previousButton.addEventListener("click", () => go(index - 1));
  nextButton.addEventListener("click", () => (index === total - 1 ? close() : go(index + 1)));
  window.addEventListener("scroll", follow, { passive: true, capture: true });
  window.addEventListener("resize", follow);
  // Content that grows after the card placed itself (an island starting late) moves the target
  // without a scroll or resize: follow the page's own size too.
  const layout = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(follow);
  layout?.observe(document.body);
  document.addEventListener("keydown", onKey);
  launcher.after(card);
  show();
  return { close };
}

let current: OpenTour | null = null;

/**
 * Starts the tour from its ? button, at step one (again, if it was open): the button says
 * whether the tour is open (aria-expanded) and gets the focus back when it closes.
 */
export function startTour(t: Translate, launcher: HTMLElement): void {
  current?.close();
  launcher.setAttribute("aria-expanded", "true");
  const tour = openTour(t, launcher, () => {
    if (current === tour) current = null;
    launcher.setAttribute("aria-expanded", "false");
    launcher.focus();
  });
  current = tour;
}

import { X } from "lucide-react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import {
  TOUR_CARD_WIDTH,
  TOUR_FADE_MS,
  computeCardPosition,
  highlightBox,
  type Box,
  type CardPosition,
} from "./positioning.ts";
import { TOUR_STEPS, markTourSeen } from "./tour-steps.ts";

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

function toBox(r: DOMRect): Box {
  return { top: r.top, left: r.left, width: r.width, height: r.height };
}

/**
 * The tour card (spec 2 "Guided tour", 4 "Tour", 8, 9): a non-modal dialog beside the step's
 * target, which is highlighted; loaded on the first press of the ? button.
 */
export default function GuidedTour({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const contentId = useId();
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState<CardPosition | null>(null);
  const [highlight, setHighlight] = useState<Box | null>(null);
  const [reduced] = useState(prefersReducedMotion);
  const [shownStep, setShownStep] = useState(-1);
  const cardRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const total = TOUR_STEPS.length;
  const step = TOUR_STEPS[index] ?? TOUR_STEPS[0]!;
  const last = index === total - 1;

  const close = useCallback(() => {
    markTourSeen();
    onClose();
  }, [onClose]);
  const next = useCallback(() => setIndex((i) => Math.min(i + 1, total - 1)), [total]);
  const previous = useCallback(() => setIndex((i) => Math.max(i - 1, 0)), []);

  // Find, scroll to and follow the target; place the card beside it.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    let target: Element | null = null;
    const place = () => {
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const size = { width: TOUR_CARD_WIDTH, height: card.offsetHeight };
      if (!step.target) {
        setHighlight(null);
        setPosition(computeCardPosition(null, size, viewport, "center"));
        return;
      }
      if (!target) {
        // Spec 8: the card keeps its place (centred if it never had one).
        setPosition((current) => current ?? computeCardPosition(null, size, viewport, "center"));
        return;
      }
      const box = toBox(target.getBoundingClientRect());
      setHighlight(highlightBox(box));
      setPosition(computeCardPosition(box, size, viewport, step.placement));
    };
    if (step.target) {
      target = findTarget(step.target);
      if (target) {
        target.scrollIntoView({ block: "center", inline: "nearest", behavior: reduced ? "auto" : "smooth" });
      } else {
        console.warn(`Tour target not found: ${step.target}`);
        setHighlight(null);
      }
    }
    place();
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener("scroll", follow, { passive: true, capture: true });
    window.addEventListener("resize", follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", follow, { capture: true });
      window.removeEventListener("resize", follow);
    };
  }, [step, reduced]);

  // Spec 4: the card fades in 100 ms after a step shows (at once with reduced motion).
  useEffect(() => {
    if (reduced) return;
    const timer = window.setTimeout(() => setShownStep(index), TOUR_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [index, reduced]);

  // Focus moves into the card when it opens, and back to it when the focused control vanished.
  useEffect(() => {
    const card = cardRef.current;
    if (card && !card.contains(document.activeElement)) headingRef.current?.focus();
  }, [index]);

  // Escape closes; the arrow keys step unless the visitor is working in another control.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      const active = document.activeElement;
      const inCard = !!active && !!cardRef.current?.contains(active);
      if (!inCard && active && active !== document.body) return;
      event.preventDefault();
      if (event.key === "ArrowRight") next();
      else previous();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [close, next, previous]);

  const visible = reduced || shownStep === index;
  const cardStyle: CSSProperties = position
    ? { top: position.top, left: position.left, width: position.width }
    : { top: "50%", left: "50%", width: TOUR_CARD_WIDTH, transform: "translate(-50%, -50%)" };
  const title = t(step.title);
  const progress = t("tour.progress", { current: index + 1, total });

  return (
    <>
      {highlight ? (
        <div
          aria-hidden="true"
          data-tour-highlight
          className="pointer-events-none fixed z-[64] rounded-lg ring-4 ring-focus"
          style={{ top: highlight.top, left: highlight.left, width: highlight.width, height: highlight.height }}
        />
      ) : null}
      <section
        ref={cardRef}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={contentId}
        data-tour-card
        data-step={step.id}
        className={`fixed z-[66] flex max-w-[calc(100vw-40px)] flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-fg shadow-overlay ${
          visible ? "opacity-100" : "opacity-0"
        } ${reduced ? "" : "transition-opacity duration-100"}`}
        style={cardStyle}
      >
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="pt-1 text-lg leading-snug font-bold outline-none">
            {title}
          </h2>
          <Button variant="ghost" size="icon" className="-me-2 -mt-2" aria-label={t("tour.close")} onClick={close}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <p id={contentId} className="text-sm text-fg-muted">
          {t(step.content)}
        </p>
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("tour.progressLabel")}
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={index + 1}
            aria-valuetext={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${((index + 1) / total) * 100}%` }} />
          </div>
          <p className="text-sm text-fg-muted tabular-nums" data-tour-counter>
            {progress}
          </p>
        </div>
        <div className="flex items-center justify-between gap-2">
          {index > 0 ? (
            <Button variant="secondary" size="sm" onClick={previous}>
              {t("tour.previous")}
            </Button>
          ) : (
            <span />
          )}
          <Button size="sm" onClick={last ? close : next}>
            {last ? t("tour.finish") : t("tour.next")}
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {t("tour.announce", { current: index + 1, total, title })}
        </p>
      </section>
    </>
  );
}

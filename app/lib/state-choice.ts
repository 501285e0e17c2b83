/**
 * A select whose choice may open another page (the State select of the listings pages; WCAG
 * 3.2.2, change on input). A choice made with the pointer, or in the open option list, opens its
 * page at once. Moving through a closed select with the arrow keys (or typing a letter) only
 * proposes it: `status` says "Press Enter to open Utah.", Enter opens it, and leaving the select
 * puts back the page's own value. Plain DOM, for the script-free pages' island and React alike.
 */

/** Keys that move through a closed select's options, changing its value at each press. */
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

interface StateChoiceOptions {
  /** Where choosing `value` leads, or null when the value only filters this page. */
  pageFor: (value: string) => string | null;
  open: (href: string) => void;
  /** The polite live region that shows and announces a pending choice (screen-reader-only while empty). */
  status: HTMLElement | null;
  pendingText: (label: string) => string;
}

/** Wires the select; returns the undo. Its `change` event stops here when the choice opens a page. */
export function gateStateChoice(select: HTMLSelectElement, options: StateChoiceOptions): () => void {
  // The value whose results or page are on screen: what leaving the select puts back.
  let committed = select.value;
  let lastKey: string | null = null;
  let pending: string | null = null;
  const show = (text: string) => {
    if (!options.status) return;
    options.status.textContent = text;
    options.status.classList.toggle("sr-only", text === "");
  };
  const settle = () => {
    pending = null;
    show("");
  };

  const onPointerDown = () => {
    lastKey = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && pending !== null) {
      event.preventDefault();
      const href = pending;
      settle();
      options.open(href);
      return;
    }
    // Alt+ArrowDown opens the option list: a choice made there is committed.
    lastKey = event.altKey || event.metaKey ? null : event.key;
  };
  const onChange = (event: Event) => {
    const key = lastKey;
    lastKey = null;
    const href = options.pageFor(select.value);
    if (href === null) {
      committed = select.value;
      return settle();
    }
    // The page opens here, not in the form's own change handler.
    event.stopPropagation();
    const browsing = key !== null && (BROWSING_KEYS.has(key) || (key.length === 1 && key !== " "));
    if (!browsing) {
      settle();
      options.open(href);
      return;
    }
    pending = href;
    show(options.pendingText(select.selectedOptions[0]?.text ?? ""));
  };
  const onBlur = () => {
    if (pending === null) return;
    select.value = committed;
    settle();
  };

  select.addEventListener("pointerdown", onPointerDown);
  select.addEventListener("keydown", onKeyDown);
  select.addEventListener("change", onChange);
  select.addEventListener("blur", onBlur);
  return () => {
    select.removeEventListener("pointerdown", onPointerDown);
    select.removeEventListener("keydown", onKeyDown);
    select.removeEventListener("change", onChange);
    select.removeEventListener("blur", onBlur);
  };
}

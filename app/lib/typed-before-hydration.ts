/**
 * Text typed into a <textarea> before React hydrates is kept. React DOM 19 sets a textarea's
 * value from its server-rendered text while hydrating it (initTextarea has no hydration guard,
 * unlike initInput), so a reply typed on a slow phone in the second before the scripts start was
 * replaced by the page's text. The inline loader (deferred-scripts.tsx) notes every textarea the
 * visitor edits from the first paint on; once the page has hydrated, root.tsx puts back what was
 * typed, through the native setter and an input event, so a controlled field's state follows too.
 */
const STORE = "__typedBeforeHydration";

/** Inline script: records edited textareas until hydration. */
export const NOTE_TYPED_TEXT = `(function(){var m=window.${STORE}=new Map();document.addEventListener("input",function(e){var t=e.target;if(t&&t.tagName==="TEXTAREA")m.set(t,t.value)},true)})();`;

export function restoreTypedText(): void {
  const typed = (window as unknown as Record<string, Map<HTMLTextAreaElement, string> | undefined>)[STORE];
  if (!typed) return;
  delete (window as unknown as Record<string, unknown>)[STORE];
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  for (const [textarea, value] of typed) {
    if (!textarea.isConnected || textarea.value === value || !setValue) continue;
    setValue.call(textarea, value);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

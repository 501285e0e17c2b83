/**
 * Text typed into a <textarea> before React hydrates is kept. React DOM 19 sets a textarea's
 * value from its server-rendered text while hydrating it (initTextarea has no hydration guard,
 * unlike initInput). Hydration is a transition rendered in 5 ms slices, so that write comes tasks
 * before the root's effect: putting the typed text back there left a window in which the field
 * showed the page's text, a submit sent it, and typing landed on it (and was then kept, the earlier
 * typing lost). So the inline loader (deferred-scripts.tsx) holds the value setter of every
 * textarea the visitor edits from the first paint on: hydration's write does nothing, and the
 * field never changes under the visitor. Once the page has hydrated, root.tsx releases them and
 * sends an input event, so a controlled field's state follows too.
 */
const STORE = "__typedBeforeHydration";

/** Inline script: until hydration, a textarea the visitor has edited ignores writes to its value. */
export const NOTE_TYPED_TEXT = `(function(){var m=window.${STORE}=new Set(),d=Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype,"value");document.addEventListener("input",function(e){var t=e.target;if(!t||t.tagName!=="TEXTAREA"||window.${STORE}!==m||m.has(t))return;m.add(t);Object.defineProperty(t,"value",{configurable:true,get:function(){return d.get.call(this)},set:function(){}})},true)})();`;

export function restoreTypedText(): void {
  const held = (window as unknown as Record<string, Set<HTMLTextAreaElement> | undefined>)[STORE];
  if (!held) return;
  delete (window as unknown as Record<string, unknown>)[STORE];
  for (const textarea of held) {
    // The prototype's setter again: what the visitor typed is still there, untouched.
    Reflect.deleteProperty(textarea, "value");
    if (textarea.isConnected) textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

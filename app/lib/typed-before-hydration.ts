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
 *
 * A textarea is held from the moment it takes focus (or at once, if the page's autofocus came
 * before this script), and its defaultValue too: hydration writes the page's text there first,
 * which replaces the field's text node and so drops a selection made before it. Text selected to
 * be typed over was typed in front of instead.
 */
const STORE = "__typedBeforeHydration";

/**
 * Inline script: until hydration, a textarea the visitor has focused ignores writes to its value
 * and defaultValue. The store maps each held textarea to whether it was typed in.
 */
export const NOTE_TYPED_TEXT = `(function(){var m=window.${STORE}=new Map(),P=HTMLTextAreaElement.prototype;function held(k){var d=Object.getOwnPropertyDescriptor(P,k);return{configurable:true,get:function(){return d.get.call(this)},set:function(){}}}var v=held("value"),w=held("defaultValue");function hold(t,typed){if(!t||t.tagName!=="TEXTAREA"||window.${STORE}!==m)return;if(!m.has(t)){Object.defineProperty(t,"value",v);Object.defineProperty(t,"defaultValue",w)}m.set(t,m.get(t)||typed)}document.addEventListener("focusin",function(e){hold(e.target,false)},true);document.addEventListener("input",function(e){hold(e.target,true)},true);hold(document.activeElement,false)})();`;

export function restoreTypedText(): void {
  const held = (window as unknown as Record<string, Map<HTMLTextAreaElement, boolean> | undefined>)[STORE];
  if (!held) return;
  delete (window as unknown as Record<string, unknown>)[STORE];
  for (const [textarea, typed] of held) {
    // The prototype's setters again: what the visitor typed is still there, untouched.
    Reflect.deleteProperty(textarea, "value");
    Reflect.deleteProperty(textarea, "defaultValue");
    // Only a field typed in has news for a controlled field's state.
    if (typed && textarea.isConnected) textarea.dispatchEvent(new Event("input", { bubbles: true }));
    // A field still in use but not typed in yet: React writes its defaultValue again on every
    // render after this one, which drops the selection of a field the visitor has not changed.
    // Writing its own value (the same text; the selection stays) makes it the visitor's.
    else if (textarea === document.activeElement) {
      const text = textarea.value;
      textarea.value = text;
    }
  }
}

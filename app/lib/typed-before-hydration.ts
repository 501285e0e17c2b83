/**
 * A <textarea> the visitor uses before React hydrates is left as they left it. React DOM 19 writes
 * a textarea's defaultValue and value from its server-rendered text while hydrating it
 * (initTextarea has no hydration guard, unlike initInput), in 5 ms slices that end tasks before
 * the root's effect. Putting typed text back afterwards left a window in which the field showed
 * the page's text, a submit sent it, and typing landed on it; and the defaultValue write replaces
 * the field's text node, which drops a selection: text selected to be typed over was typed in
 * front of instead.
 *
 * So the inline loader (deferred-scripts.tsx) holds both setters of every textarea from the moment
 * it takes focus (at once, if the page's autofocus came before the script): hydration's writes do
 * nothing. Once the page has hydrated, root.tsx releases them; a field typed in gets an input
 * event, so a controlled field's state follows, and a focused field not typed in yet is made the
 * visitor's (React writes its defaultValue again on every later render).
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
    // Its own value written (the same text; the selection stays), so React's later defaultValue
    // writes no longer reach what the visitor sees.
    else if (textarea === document.activeElement) {
      const text = textarea.value;
      textarea.value = text;
    }
  }
}

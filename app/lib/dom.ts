/** An element with its classes and, optionally, its text: the map's markers and the islands build their DOM with it. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early.
 * Characters beyond Latin-1 (U+2028 and U+2029 among them) are `\u` escapes, and the text is
 * copied from its character codes: V8 then keeps it one byte a character, and so the page it
 * joins (ADR 0028), where a slice of a two-byte string stays two bytes a character.
 */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  let copy = "";
  for (let start = 0; start < json.length; start += 8192) {
    const codes: number[] = [];
    for (let i = start; i < Math.min(start + 8192, json.length); i++) codes.push(json.charCodeAt(i));
    copy += String.fromCharCode(...codes);
  }
  return copy;
}

/**
 * Turns a part of the page into its new version from a fetched page (the results island), keeping
 * every element whose place and kind did not change. Replacing the part wholesale would drop the
 * focus of a control inside it (the sort select) and silence its live regions (the result count),
 * which announce only a change to an element that stays.
 *
 * Elements match when they have the same tag and the same key (their id, or their data-key);
 * anything else is replaced. Form fields keep what the visitor is doing with them: the new page
 * sets their attributes, and a select takes its new options with the new selection.
 */
export function morph(current: Element, next: Element): void {
  morphAttributes(current, next);
  if (current instanceof HTMLSelectElement && next instanceof HTMLSelectElement) {
    const value = next.value;
    morphChildren(current, next);
    current.value = value;
    return;
  }
  morphChildren(current, next);
}

const keyOf = (node: Element) => node.id || node.getAttribute("data-key") || "";

function sameKind(a: ChildNode, b: ChildNode): boolean {
  if (a.nodeType !== b.nodeType) return false;
  if (!(a instanceof Element) || !(b instanceof Element)) return true;
  return a.tagName === b.tagName && keyOf(a) === keyOf(b);
}

function morphAttributes(current: Element, next: Element): void {
  for (const { name } of [...current.attributes]) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) {
    if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  }
  // The attributes are the defaults; what a field shows is its state, set here to the new page's.
  if (current instanceof HTMLInputElement && next instanceof HTMLInputElement && current !== document.activeElement) {
    if (current.type === "checkbox" || current.type === "radio") current.checked = next.defaultChecked;
    else current.value = next.defaultValue;
  }
}

function morphChildren(current: Element, next: Element): void {
  let cursor = current.firstChild;
  for (const incoming of [...next.childNodes]) {
    if (cursor && sameKind(cursor, incoming)) {
      if (cursor instanceof Element) morph(cursor, incoming as Element);
      else if (cursor.nodeValue !== incoming.nodeValue) cursor.nodeValue = incoming.nodeValue;
      cursor = cursor.nextSibling;
    } else {
      current.insertBefore(document.importNode(incoming, true), cursor);
    }
  }
  while (cursor) {
    const after = cursor.nextSibling;
    cursor.remove();
    cursor = after;
  }
}

/**
 * A neutral picture for products without an image (or whose image fails to load): three soft
 * shapes in a mid grey that reads on light and dark cards alike. Shown with alt="" because
 * the product name is right below it.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><g fill="none" stroke="#7b8e96" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">' +
  '<circle cx="38" cy="36" r="13"/><rect x="60" y="23" width="26" height="26" rx="5"/><path d="M60 72 48 52 36 72z"/>' +
  '<path d="M70 72h18"/></g></svg>';

export const PRODUCT_PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(SVG)}`;

import printCss from "./print.css?url";

/**
 * The content pages' print styles (print.css) as a `media="print"` stylesheet: the browser
 * fetches it at the lowest priority without holding the first paint, which an imported
 * stylesheet (render-blocking whatever its @media rules) did (issue 14).
 */
export const printStylesheet = { rel: "stylesheet", href: printCss, media: "print" };

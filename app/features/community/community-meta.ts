/** A community form page's title, kept out of search engines (a client export: not in a .server module). */
export function noindexMeta(title: string | undefined, fallback: string) {
  return [{ title: `${title ?? fallback} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

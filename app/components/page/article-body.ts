/** The look of a rendered Markdown article (app/lib/markdown.ts): the blog and the admin preview. */
export const articleBody =
  "flex flex-col gap-4 text-lg leading-8 text-fg " +
  "[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:leading-tight " +
  "[&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold " +
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6 [&_li+li]:mt-2 [&_li]:marker:text-fg-muted " +
  "[&_a]:text-link [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-3 [&_a:hover]:decoration-2 [&_a]:break-words " +
  "[&_blockquote]:rounded-lg [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:bg-surface-2 [&_blockquote]:px-4 [&_blockquote]:py-3 " +
  "[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:text-base [&_pre]:overflow-x-auto [&_hr]:border-border";

import { Fragment, type ReactNode } from "react";
import { Link } from "~/components/link.tsx";

const MARKS = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;
const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:)/;

/**
 * Renders content text with two inline marks: [label](href) links and **strong** words.
 * Everything else stays plain text (React escapes it), so content cannot inject markup.
 * Site paths become router links; other addresses are ordinary links in the same tab.
 */
export function RichText({ text }: { text: string }): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const [whole, label, href, strong] = match;
    if (strong !== undefined) {
      out.push(
        <strong key={index} className="font-semibold">
          {strong}
        </strong>,
      );
    } else if (label !== undefined && href !== undefined && SAFE_HREF.test(href)) {
      out.push(
        href.startsWith("/") ? (
          <Link key={index} to={href} className="link">
            {label}
          </Link>
        ) : (
          <a key={index} href={href} className="link">
            {label}
          </a>
        ),
      );
    } else {
      out.push(label ?? whole);
    }
    last = index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <Fragment>{out}</Fragment>;
}

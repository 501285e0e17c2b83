import type { ReactNode } from "react";
import { Link } from "~/components/link.tsx";
import { Card } from "~/components/ui/card.tsx";
import { PageHeader } from "~/components/page/page-header.tsx";
import { useT } from "~/i18n/index.tsx";

/** The frame of the small community pages (review, respond, report, suggest): title, back link, card. */
export function CommunityPage({
  title,
  lead,
  back,
  children,
}: {
  title: string;
  lead?: string;
  back?: { href: string; name: string };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        {back ? (
          <p>
            <Link to={back.href} className="link">
              {t("community.backToListing", { name: back.name })}
            </Link>
          </p>
        ) : null}
        <PageHeader title={title} lead={lead} />
        <Card className="p-5 sm:p-6">{children}</Card>
      </div>
    </main>
  );
}

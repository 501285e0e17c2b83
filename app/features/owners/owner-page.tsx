import type { ReactNode } from "react";
import { PageHeader } from "~/components/page/page-header.tsx";
import { SITE_NAME } from "@domain/site.ts";

/** The frame of an owner screen: one heading, a lead, then the content. */
export function OwnerPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-5xl flex-col gap-8">
        <PageHeader title={title} lead={lead} />
        {children}
      </div>
    </main>
  );
}

/** Owner screens are private: a title, and kept out of search engines. */
export function ownerMeta(title: string | undefined) {
  return [{ title: title ? `${title} | ${SITE_NAME}` : SITE_NAME }, { name: "robots", content: "noindex" }];
}

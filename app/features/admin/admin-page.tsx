import type { ReactNode } from "react";
import { PageHeader } from "~/components/page/page-header.tsx";
import { SITE_NAME } from "@domain/site.ts";

/** The frame of one admin section inside the console layout: its h1, a lead, then the content. */
export function AdminPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={title} lead={lead} />
      {children}
    </div>
  );
}

/** Admin screens are private: a title, and kept out of search engines. */
export function adminMeta(title: string | undefined) {
  return [{ title: title ? `${title} | Admin | ${SITE_NAME}` : SITE_NAME }, { name: "robots", content: "noindex" }];
}

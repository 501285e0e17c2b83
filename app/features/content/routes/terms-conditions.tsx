import type { Route } from "./+types/terms-conditions";
import { LegalDocument } from "~/features/content/legal-document.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { contentPageData } from "~/features/content/page-data.server.ts";
import "~/features/content/print.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return contentPageData("terms", request, context, "/terms-conditions");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}


export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <LegalDocument content={loaderData.content} />;
}

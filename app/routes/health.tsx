import { data } from "react-router";
import type { Route } from "./+types/health";
import { useT } from "~/i18n/index.tsx";
import { checkHealth } from "@server/health.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const report = await checkHealth(context);
  return data({ report }, { status: report.status === "down" ? 503 : 200, headers: { "Cache-Control": "no-store" } });
}

export function meta({ matches }: Route.MetaArgs) {
  const messages = (matches[0]?.data as { messages?: Record<string, string> } | undefined)?.messages;
  return [{ title: messages?.["health.title"] ?? "System health" }, { name: "robots", content: "noindex" }];
}

export default function Health({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { report } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("health.title")}</h1>
      <pre>{JSON.stringify(report, null, 2)}</pre>
    </main>
  );
}

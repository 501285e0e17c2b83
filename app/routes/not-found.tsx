import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { useT } from "~/i18n/index.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [{ title: root?.messages?.["notFound.title"] ?? "404 Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-lg text-fg-muted">{t("notFound.text")}</p>
      <p className="mt-8">
        <a className="link" href="/">
          {t("notFound.home")}
        </a>
      </p>
    </main>
  );
}

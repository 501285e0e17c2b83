import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: root?.messages?.["notFound.title"] ?? "404 Page Not Found" },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundPage />;
}

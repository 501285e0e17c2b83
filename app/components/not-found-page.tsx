import { Compass, House, Search } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";

/** The 404 page body: the catch-all route and the discovery routes' error boundary both show it. */
export function NotFoundPage() {
  const t = useT();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="page-container flex flex-1 flex-col items-center py-20 text-center focus:outline-none"
    >
      <p
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg"
      >
        <Compass className="size-8" />
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-fg-muted">{t("notFound.text")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses()}>
          <House aria-hidden="true" />
          {t("notFound.home")}
        </Link>
        <Link to="/search" className={buttonClasses({ variant: "secondary" })}>
          <Search aria-hidden="true" />
          {t("notFound.search")}
        </Link>
      </div>
    </main>
  );
}

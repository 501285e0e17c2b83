import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { useI18n, useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { intlLocale, localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { subscriberCounts } from "@server/newsletter/subscriber-counts.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminNewsletter"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "newsletter");
  const locale = localeFromRequest(request);
  const counts = await subscriberCounts(context);
  if (!counts.ok) throw formErrorResponse(counts.error, locale);
  return data(
    {
      title: messagesFor(locale)["adminNewsletter.title"],
      counts: counts.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useI18n();
  const number = new Intl.NumberFormat(intlLocale(locale));
  const { counts } = loaderData;
  const tiles = [
    { label: t("adminNewsletter.active"), value: counts.active },
    { label: t("adminNewsletter.pending"), value: counts.pending },
    { label: t("adminNewsletter.unsubscribed"), value: counts.unsubscribed },
  ];
  return (
    <AdminPage title={t("adminNewsletter.title")} lead={t("adminNewsletter.lead")}>
      <section aria-labelledby="counts" className="flex flex-col gap-3">
        <h2 id="counts" className="text-xl font-semibold">
          {t("adminNewsletter.countsLabel")}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          {tiles.map((tile) => (
            <Card key={tile.label} className="flex flex-col-reverse p-4">
              <dt className="text-fg-muted">{tile.label}</dt>
              <dd className="text-3xl font-bold tabular-nums">{number.format(tile.value)}</dd>
            </Card>
          ))}
        </dl>
      </section>
      <section aria-labelledby="export" className="flex flex-col gap-3">
        <h2 id="export" className="text-xl font-semibold">
          {t("adminNewsletter.export")}
        </h2>
        <p className="text-fg-muted">{t("adminNewsletter.exportHelp")}</p>
        {/* A plain form POST (not a fetch): the browser downloads the streamed file itself. */}
        <form method="post" action="/admin/newsletter/export">
          <button type="submit" className={buttonClasses()}>
            {t("adminNewsletter.download")}
          </button>
        </form>
      </section>
    </AdminPage>
  );
}

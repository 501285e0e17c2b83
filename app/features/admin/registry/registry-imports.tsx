import { Link } from "~/components/link.tsx";
import { useI18n } from "~/i18n/index.tsx";
import { intlLocale } from "~/components/page/format.ts";
import type { RegistryImportView } from "@server/nppes/registry-import-view.server.ts";
import { TableScroll } from "~/components/ui/table-scroll.tsx";

/** The last registry imports: file (link to its page), kind, date, status and listings added. */
export function RegistryImports({ imports }: { imports: RegistryImportView[] }) {
  const { t, locale } = useI18n();
  if (imports.length === 0) return <p className="text-fg-muted">{t("adminRegistry.noImports")}</p>;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" });
  const count = new Intl.NumberFormat(intlLocale(locale));
  return (
    <TableScroll label={t("adminRegistry.recentCaption")}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("adminRegistry.recentCaption")}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              {t("adminRegistry.colFile")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("adminRegistry.colKind")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("adminRegistry.colDate")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("adminRegistry.colStatus")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("adminRegistry.colAdded")}
            </th>
          </tr>
        </thead>
        <tbody>
          {imports.map((item) => (
            <tr key={item.id} className="border-b border-border">
              <td className="py-2 pr-4">
                <Link to={`/admin/import/registry/${item.id}`} className="link break-all">
                  {item.fileName}
                </Link>
              </td>
              <td className="py-2 pr-4">{t(`adminRegistry.kind.${item.kind}`)}</td>
              <td className="py-2 pr-4">{date.format(new Date(item.createdAt))}</td>
              <td className="py-2 pr-4">{t(`adminRegistry.status.${item.status}`)}</td>
              <td className="py-2 text-right tabular-nums">{count.format(item.counts.added)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

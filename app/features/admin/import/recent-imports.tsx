import { Link } from "~/components/link.tsx";
import { useI18n, type MessageKey } from "~/i18n/index.tsx";
import { intlLocale } from "~/components/page/format.ts";
import type { ListingImportView } from "@server/import/listing-import-view.server.ts";
import { TableScroll } from "~/components/ui/table-scroll.tsx";

/** The last imports as a table: file (link to its page), date, status and rows. */
export function RecentImports({ imports }: { imports: ListingImportView[] }) {
  const { t, locale } = useI18n();
  if (imports.length === 0) return <p className="text-fg-muted">{t("adminImport.noImports")}</p>;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" });
  const count = new Intl.NumberFormat(intlLocale(locale));
  return (
    <TableScroll label={t("adminImport.recentCaption")}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("adminImport.recentCaption")}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              {t("adminImport.colFile")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("adminImport.colDate")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("adminImport.colStatus")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("adminImport.colRows")}
            </th>
          </tr>
        </thead>
        <tbody>
          {imports.map((item) => (
            <tr key={item.id} className="border-b border-border">
              <td className="py-2 pr-4">
                <Link to={`/admin/import/${item.id}`} className="link break-all">
                  {item.fileName}
                </Link>
              </td>
              <td className="py-2 pr-4">{date.format(new Date(item.createdAt))}</td>
              <td className="py-2 pr-4">{t(`adminImport.status.${item.status}` as MessageKey)}</td>
              <td className="py-2 text-right tabular-nums">{count.format(item.totalRows)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

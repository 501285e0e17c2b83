import { useT } from "~/i18n/index.tsx";
import { IMPORT_COLUMNS } from "@domain/listing-import.ts";

/** The file's columns, in short: required and optional names, and the rules (docs/csv-import.md in full). */
export function ImportColumns() {
  const t = useT();
  const names = (required: boolean) =>
    IMPORT_COLUMNS.filter((c) => c.required === required)
      .map((c) => c.name)
      .join(", ");
  return (
    <section aria-labelledby="import-columns" className="flex flex-col gap-2">
      <h3 id="import-columns" className="text-lg font-semibold">
        {t("adminImport.columnsHeading")}
      </h3>
      <p>
        <code className="break-words">{t("adminImport.columnsRequired", { columns: names(true) })}</code>
      </p>
      <p>
        <code className="break-words">{t("adminImport.columnsOptional", { columns: names(false) })}</code>
      </p>
      <p className="text-fg-muted">{t("adminImport.columnsRules")}</p>
    </section>
  );
}

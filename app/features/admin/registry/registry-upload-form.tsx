import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { useT } from "~/i18n/index.tsx";
import { NPPES_FILE_KINDS, NPPES_UPLOAD_MAX_GIGABYTES } from "@domain/nppes/upload.ts";

const CMS_PAGE = "https://download.cms.gov/nppes/NPI_Files.html";

/**
 * The registry upload: a plain multipart form (no script needed; the zip streams to the server
 * as it is read) posted to /admin/import/registry. With demo data in the database it asks for
 * the demo removal, a required box.
 */
export function RegistryUploadForm({ demoDataPresent, formError }: { demoDataPresent: boolean; formError?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose">
        {t("adminRegistry.lead")}{" "}
        <a href={CMS_PAGE} className="link" rel="noreferrer">
          {t("adminRegistry.sourceLink")}
        </a>
      </p>
      {formError ? (
        <p role="alert" className="font-medium text-danger" data-testid="registry-upload-error">
          {formError}
        </p>
      ) : null}
      <form
        method="post"
        action="/admin/import/registry"
        encType="multipart/form-data"
        className="flex max-w-xl flex-col gap-4"
      >
        {/* The choices come before the file, so the server reads them before the large part. */}
        <Select
          name="kind"
          label={t("adminRegistry.kindLabel")}
          description={t("adminRegistry.kindHelp")}
          defaultValue=""
          placeholderOption={t("adminRegistry.kind.auto")}
          options={NPPES_FILE_KINDS.map((kind) => ({ value: kind, label: t(`adminRegistry.kind.${kind}`) }))}
        />
        {demoDataPresent ? (
          <fieldset className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <legend className="px-1 font-semibold">{t("adminRegistry.demoPresent")}</legend>
            <Checkbox
              name="replaceDemo"
              value="yes"
              required
              label={t("adminRegistry.replaceDemo")}
              description={t("adminRegistry.replaceDemoHelp")}
            />
          </fieldset>
        ) : null}
        <Input
          type="file"
          name="file"
          accept=".zip,application/zip"
          required
          label={t("adminRegistry.fileLabel")}
          description={t("adminRegistry.fileHelp", { gigabytes: NPPES_UPLOAD_MAX_GIGABYTES })}
        />
        <div>
          <Button type="submit">{t("adminRegistry.upload")}</Button>
        </div>
      </form>
      <p className="max-w-prose text-fg-muted">
        {t("adminRegistry.commandLine")} <code className="break-all">npm run import:nppes -- file.zip</code>
      </p>
    </div>
  );
}

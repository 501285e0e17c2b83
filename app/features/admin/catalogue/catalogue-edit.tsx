/** Sections the catalogue edit screens share: the image upload and the hide/show switch. */
import { Form } from "react-router";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import { IntentButton, VisibilityBadge } from "./catalogue-ui.tsx";

/**
 * The item's picture and a plain multipart form that posts to `action` (which redirects back with
 * ?imageError=<code> when it refuses the file). Before the item is saved there is nothing to attach to.
 */
export function CatalogueImageSection({
  id,
  title,
  action,
  imageUrl,
  error,
  size,
}: {
  /** A prefix for the element ids ("product-image"). */
  id: string;
  title: string;
  /** Where the file goes; null while the item is not saved yet. */
  action: string | null;
  imageUrl: string | null;
  error: string | null;
  size: { width: number; height: number };
}) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={id} className="flex max-w-3xl flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {action ? (
        <>
          {error ? (
            <FormMessage kind="error" id={errorId}>
              {error}
            </FormMessage>
          ) : null}
          {imageUrl ? (
            <figure className="flex flex-col gap-1">
              <img src={imageUrl} alt="" {...size} className="rounded-lg object-cover" />
              <figcaption className="text-sm text-fg-muted">{t("adminCatalogue.image.current")}</figcaption>
            </figure>
          ) : (
            <p>{t("adminCatalogue.image.none")}</p>
          )}
          <Form method="post" action={action} encType="multipart/form-data" className="flex flex-col items-start gap-3">
            <label htmlFor={`${id}-file`} className="text-sm font-semibold">
              {t("adminCatalogue.image.file")}
            </label>
            <p id={`${id}-help`} className="text-sm text-fg-muted">
              {t("adminCatalogue.image.help")}
            </p>
            <input
              id={`${id}-file`}
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp,image/heic"
              aria-describedby={error ? `${id}-help ${errorId}` : `${id}-help`}
              className="text-base"
            />
            <Button type="submit" variant="secondary">
              {t("adminCatalogue.image.upload")}
            </Button>
          </Form>
        </>
      ) : (
        <p>{t("adminCatalogue.image.saveFirst")}</p>
      )}
    </section>
  );
}

/** Shown or hidden, and the button that switches it (posts intent hide / show to `action`). */
export function VisibilitySection({ id, action, active }: { id: string; action: string; active: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="flex flex-col items-start gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {t("adminCatalogue.visibility")}
      </h2>
      <VisibilityBadge active={active} />
      <IntentButton
        action={action}
        intent={active ? "hide" : "show"}
        label={t(active ? "adminCatalogue.hide" : "adminCatalogue.show")}
      />
    </section>
  );
}

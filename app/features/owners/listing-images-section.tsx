import { Button } from "~/components/ui/button.tsx";
import { cardImageUrl } from "~/components/listings/types.ts";
import { useT } from "~/i18n/index.tsx";

export interface ListingImagesProps {
  listingId: number;
  images: { id: number; originalName: string; url: string }[];
  limit: number;
  notice: string | null;
  error: string | null;
}

/**
 * The edit screen's photos: upload one (a plain multipart form), and move or delete each with
 * small forms of their own, so all of it works without JavaScript.
 */
export function ListingImagesSection({ listingId, images, limit, notice, error }: ListingImagesProps) {
  const t = useT();
  const action = `/my-listings/${listingId}/images`;
  const full = images.length >= limit;
  return (
    <section id="photos" aria-labelledby="photos-title" className="flex flex-col gap-4">
      <h2 id="photos-title" className="text-xl font-bold">
        {t("images.title")}
      </h2>
      <p className="text-fg-muted">{t("images.intro", { max: limit })}</p>
      {notice ? (
        <p role="status" className="rounded-lg border border-success bg-success-soft px-3 py-2.5 font-medium">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          id="photo-error"
          className="rounded-lg border border-danger bg-danger-soft px-3 py-2.5 font-medium"
        >
          {error}
        </p>
      ) : null}
      <p className="text-sm font-medium">{t("images.count", { count: images.length, max: limit })}</p>
      {images.length === 0 ? (
        <p>{t("images.none")}</p>
      ) : (
        <ol aria-label={t("images.listLabel")} className="grid gap-3 sm:grid-cols-2">
          {images.map((image, index) => (
            <li key={image.id} className="flex gap-3 rounded-lg border border-border p-2">
              <img src={cardImageUrl(image.url)} alt="" className="h-20 w-28 shrink-0 rounded object-cover" />
              <div className="flex min-w-0 flex-col gap-2">
                <p className="truncate text-sm">
                  <span className="font-semibold">{t("images.position", { n: index + 1 })}</span>: {image.originalName}
                </p>
                <div className="flex flex-wrap gap-2">
                  {index > 0 ? (
                    <form method="post" action={action}>
                      <input type="hidden" name="image" value={image.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="up"
                        size="sm"
                        variant="secondary"
                        aria-label={`${t("images.moveUp")}: ${t("images.position", { n: index + 1 })}`}
                      >
                        {t("images.moveUp")}
                      </Button>
                    </form>
                  ) : null}
                  {index < images.length - 1 ? (
                    <form method="post" action={action}>
                      <input type="hidden" name="image" value={image.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="down"
                        size="sm"
                        variant="secondary"
                        aria-label={`${t("images.moveDown")}: ${t("images.position", { n: index + 1 })}`}
                      >
                        {t("images.moveDown")}
                      </Button>
                    </form>
                  ) : null}
                  <form method="post" action={action}>
                    <input type="hidden" name="image" value={image.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="delete"
                      size="sm"
                      variant="danger"
                      aria-label={`${t("images.delete")}: ${t("images.position", { n: index + 1 })}`}
                    >
                      {t("images.delete")}
                    </Button>
                  </form>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p>{t("images.full")}</p>
      ) : (
        <form method="post" action={action} encType="multipart/form-data" className="flex flex-col gap-2">
          <label htmlFor="photo" className="font-semibold">
            {t("images.file")}
          </label>
          <p id="photo-hint" className="text-sm text-fg-muted">
            {t("images.hint")}
          </p>
          <input
            id="photo"
            name="photo"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={error ? "photo-hint photo-error" : "photo-hint"}
            className="text-sm file:me-3 file:min-h-11 file:rounded-lg file:border file:border-border-strong file:bg-surface file:px-4 file:font-semibold"
          />
          <div>
            <Button type="submit" name="intent" value="upload">
              {t("images.upload")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

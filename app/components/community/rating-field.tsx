import { Star } from "~/components/icons.tsx";
import { useId } from "react";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";

/**
 * Rating 1–5 as five native radio buttons in a fieldset (arrow keys, no JavaScript needed);
 * each label shows its stars and names its value for screen readers.
 */
export function RatingField({
  defaultValue,
  error,
  autoFocus,
}: {
  defaultValue?: string;
  error?: string;
  /** The form came back with this field as the first to fix: the first star takes focus. */
  autoFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">
        {t("community.rating")}
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className={cn(
              "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border border-border-strong bg-surface px-3",
              "has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-4 has-focus-visible:ring-focus",
            )}
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              defaultChecked={defaultValue === String(stars)}
              autoFocus={(autoFocus && stars === 1) || undefined}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
            />
            <span className="flex" aria-hidden="true">
              {Array.from({ length: stars }, (_, i) => (
                <Star key={i} className="size-4 fill-current text-warning" />
              ))}
            </span>
            <span className="sr-only">
              {stars === 1 ? t("community.ratingStarOne") : t("community.ratingStar", { stars })}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

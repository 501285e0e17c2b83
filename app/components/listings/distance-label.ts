import { distanceDisplay } from "@domain/distance.ts";
import type { LocationPrecision } from "@domain/listing-schema.ts";
import type { Translate } from "~/i18n/index.tsx";

/**
 * "4.2 mi away", "850 ft away", or for a listing placed at its zip code's centre "about 4 mi
 * away": its distance is only known to a few miles, so it is never given in feet.
 */
export function distanceLabel(t: Translate, miles: number, precision: LocationPrecision | null): string {
  const d = distanceDisplay(miles, precision);
  if (d.approximate) return t("listing.aboutMiAway", { count: d.value });
  return d.unit === "ft" ? t("listing.ftAway", { count: d.value }) : t("listing.miAway", { count: d.value });
}

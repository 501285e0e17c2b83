import { NEAR_ME_DEFAULT_MILES } from "@domain/distance.ts";
import type { MessageKey } from "@domain/i18n/catalog.ts";
import type { Translate } from "@domain/i18n/translator.ts";

/** Spec section 9: the location request gives up after 10 seconds. */
const LOCATION_TIMEOUT_MS = 10_000;

const ERROR_KEYS: Record<number, MessageKey> = {
  1: "nearMe.errorDenied",
  2: "nearMe.errorUnavailable",
  3: "nearMe.errorTimeout",
};

/** The URL of a near-me search (spec "Home"): lat, lng and distance=35. */
function nearMeHref(lat: number, lng: number): string {
  const p = new URLSearchParams({
    lat: lat.toFixed(5),
    lng: lng.toFixed(5),
    distance: String(NEAR_ME_DEFAULT_MILES),
  });
  return `/search?${p}`;
}

export interface NearMeToast {
  title: string;
  description?: string;
  variant: "success" | "error";
}

/**
 * "Near Me" without a UI framework: asks the browser for the position and opens the search
 * around it, or explains why not (spec section 9). The React button and the island share it.
 */
export function locateVisitor(
  t: Translate,
  on: { busy: (busy: boolean) => void; toast: (toast: NearMeToast) => void; open: (href: string) => void },
): void {
  if (!("geolocation" in navigator)) {
    on.toast({ title: t("nearMe.notAvailable"), description: t("nearMe.unsupported"), variant: "error" });
    return;
  }
  on.busy(true);
  navigator.geolocation.getCurrentPosition(
    (position) => {
      on.busy(false);
      on.toast({ title: t("nearMe.found"), variant: "success" });
      on.open(nearMeHref(position.coords.latitude, position.coords.longitude));
    },
    (error) => {
      on.busy(false);
      if (error.code === 1) {
        on.toast({ title: t("nearMe.notAvailable"), description: t("nearMe.permissionDenied"), variant: "error" });
        return;
      }
      const key = ERROR_KEYS[error.code] ?? "nearMe.errorDefault";
      on.toast({ title: t("nearMe.error"), description: `${t("nearMe.errorPrefix")}${t(key)}`, variant: "error" });
    },
    { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
  );
}

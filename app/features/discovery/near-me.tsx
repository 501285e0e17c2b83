import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { NEAR_ME_DEFAULT_MILES } from "@domain/distance.ts";
import { Button } from "~/components/ui/button.tsx";
import { Spinner } from "~/components/ui/spinner.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";

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

/**
 * "Near Me": asks the browser for the visitor's position, then opens the search around it.
 * It needs JavaScript: without it the layout's <noscript> style hides it (the zip box stands in).
 * It is in the server's HTML so that it takes its place before the first paint: added at
 * hydration, it pushed the results down (a layout shift of 0.034 on a phone, issue 14).
 */
export function NearMeButton({ className }: { className?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const locate = () => {
    if (!("geolocation" in navigator)) {
      toast({ title: t("nearMe.notAvailable"), description: t("nearMe.unsupported"), variant: "error" });
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        toast({ title: t("nearMe.found"), variant: "success" });
        void navigate(nearMeHref(position.coords.latitude, position.coords.longitude));
      },
      (error) => {
        setBusy(false);
        if (error.code === 1) {
          toast({ title: t("nearMe.notAvailable"), description: t("nearMe.permissionDenied"), variant: "error" });
          return;
        }
        const key = ERROR_KEYS[error.code] ?? "nearMe.errorDefault";
        toast({ title: t("nearMe.error"), description: `${t("nearMe.errorPrefix")}${t(key)}`, variant: "error" });
      },
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <Button
      variant="secondary"
      className={className}
      onClick={locate}
      disabled={busy}
      data-tour="use-location"
      data-needs-script=""
    >
      {busy ? <Spinner size="sm" label={t("nearMe.locating")} /> : <LocateFixed aria-hidden="true" />}
      {t("nearMe.button")}
    </Button>
  );
}

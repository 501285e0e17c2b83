import { LocateFixed } from "~/components/icons.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";

/**
 * "Near Me": asks the browser for the visitor's position, then opens the search around it. It
 * is server markup only: the pages that show it are script-free (ADR 0016) and the results
 * island runs it (near-me-location.ts). It needs JavaScript: without it the layout's <noscript>
 * style hides it (the zip box stands in). It is in the server's HTML so that it takes its place
 * before the first paint: added later, it pushed the results down (a layout shift of 0.034 on a
 * phone, issue 14).
 */
export function NearMeButton({ className }: { className?: string }) {
  const t = useT();
  return (
    <Button
      type="button"
      variant="secondary"
      className={className}
      data-tour="use-location"
      data-near-me
      data-needs-script=""
    >
      <LocateFixed aria-hidden="true" />
      {t("nearMe.button")}
    </Button>
  );
}

import { Printer } from "~/components/icons.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";

/**
 * "Print this checklist": prints only the parts marked data-print-keep (see print.css), under
 * a fitting document title. Rendered only once JavaScript runs; without it, the browser's own
 * Print command prints the whole page, checklist included, without the site chrome.
 */
export function PrintChecklistButton({ title }: { title: string }) {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const print = () => {
    const html = document.documentElement;
    const previousTitle = document.title;
    html.dataset.printScope = "checklist";
    document.title = title;
    const restore = () => {
      delete html.dataset.printScope;
      document.title = previousTitle;
      window.removeEventListener("afterprint", restore);
    };
    window.addEventListener("afterprint", restore);
    window.print();
  };
  return (
    <Button variant="secondary" onClick={print} data-print="hide">
      <Printer aria-hidden="true" />
      {t("content.printChecklist")}
    </Button>
  );
}

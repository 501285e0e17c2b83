import type { ReactNode } from "react";
import { useT } from "~/i18n/index.tsx";
import type { Theme } from "~/lib/theme.ts";

export function AppShell({ children, demoData }: { children: ReactNode; demoData: boolean; theme: Theme }) {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      {children}
      <footer>{demoData ? <p>{t("footer.demoData")}</p> : null}</footer>
    </>
  );
}

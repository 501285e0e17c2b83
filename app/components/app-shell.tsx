import type { ReactNode } from "react";
import { useT } from "~/i18n/index.tsx";
import { useResultsSkipTarget } from "~/lib/skip-links.ts";
import type { Theme } from "~/lib/theme.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { SelectedListingProvider } from "./listings/selected-listing.tsx";
import type { ShellUser } from "./nav-links.ts";
import { NavigationProgress } from "./navigation-progress.tsx";
import { ThemeCookieSync } from "./theme-toggle.tsx";
import { ToastRegion } from "./ui/toast.tsx";
import { TooltipProvider } from "./ui/tooltip.tsx";

export interface AppShellProps {
  children: ReactNode;
  demoData: boolean;
  theme: Theme;
  /** The signed-in user, when accounts exist; the header shows Login without it. */
  user?: ShellUser | null;
}

/**
 * Skip links (to the page and, on a page of results, to its results), header, page, footer; the tooltip provider, the
 * toast region (filled by the toast island) and the navigation progress indicator, each mounted once. Pages render their own <main id="main">.
 */
export function AppShell({ children, demoData, theme, user }: AppShellProps) {
  const t = useT();
  const results = useResultsSkipTarget();
  return (
    <TooltipProvider>
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      {results ? (
        <a href={`#${results}`} className="skip-link" data-skip-results>
          {t("common.skipToResults")}
        </a>
      ) : null}
      <NavigationProgress />
      <ThemeCookieSync theme={theme} />
      <div className="flex min-h-dvh flex-col">
        <Header user={user} theme={theme} />
        <div className="flex flex-1 flex-col">
          <SelectedListingProvider>{children}</SelectedListingProvider>
        </div>
        <Footer demoData={demoData} />
      </div>
      <ToastRegion />
    </TooltipProvider>
  );
}

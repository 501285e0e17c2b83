import type { ReactNode } from "react";
import { MapPinned } from "~/components/icons.tsx";

/** What a map's box shows until the map's code has loaded (and all it shows without JavaScript). */
export function MapPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-fg-muted">
      <MapPinned aria-hidden="true" className="size-10 text-primary" />
      {children}
    </div>
  );
}

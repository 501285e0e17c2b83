import { createContext, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

interface Selection {
  selectedId: number | null;
  select: (id: number | null) => void;
}

const SelectedListingContext = createContext<Selection>({ selectedId: null, select: () => {} });

/**
 * The listing picked on the map (spec 4: clicking a pin stores the selected listing); its card
 * is highlighted. One per app; a new page starts with nothing selected.
 */
export function SelectedListingProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [selection, setSelection] = useState<{ pathname: string; id: number | null }>({ pathname, id: null });
  const selectedId = selection.pathname === pathname ? selection.id : null;
  const select = (id: number | null) => setSelection({ pathname, id });
  return <SelectedListingContext.Provider value={{ selectedId, select }}>{children}</SelectedListingContext.Provider>;
}

export function useSelectedListing(): Selection {
  return useContext(SelectedListingContext);
}

import { useRouteLoaderData } from "react-router";

export interface SavedState {
  /** Favorite listing ids. */
  favorites: number[];
  /** The comparison tray, in the order chosen (at most 4). */
  compare: Array<{ id: number; name: string; url: string }>;
}

const EMPTY: SavedState = { favorites: [], compare: [] };

/** The root loader's favorites and comparison choice. */
export function useSaved(): SavedState {
  const root = useRouteLoaderData("root") as { saved?: SavedState } | undefined;
  return root?.saved ?? EMPTY;
}

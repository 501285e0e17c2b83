export type Theme = "light" | "dark";
export const THEME_COOKIE = "theme";
export const THEME_STORAGE_KEY = "theme";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * Why a registry import stopped. `nppes_imports.failure` holds a code, with the names of missing
 * columns after a colon for a refused layout (the registry's own column names, the same in every
 * language); the page says it in the admin's language. The technical error goes to the log and
 * the audit entry.
 */
import { NppesLayoutError } from "@domain/nppes/layout.ts";
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";

const REGISTRY_FAILURES = ["missing_columns", "file_gone", "gave_up"] as const;
type RegistryFailure = (typeof REGISTRY_FAILURES)[number];

const KEYS: Record<RegistryFailure | "other", MessageKey> = {
  missing_columns: "adminRegistry.failure.missing_columns",
  file_gone: "adminRegistry.failure.file_gone",
  gave_up: "adminRegistry.failure.gave_up",
  other: "adminRegistry.failure.other",
};

/** The stored form of a failure: `missing_columns:"NPI", "Entity Type Code"`, or the bare code. */
export function registryFailureOf(error: unknown, { fileGone }: { fileGone: boolean }): string {
  if (error instanceof NppesLayoutError) return `missing_columns:${error.missing.map((m) => `"${m}"`).join(", ")}`;
  return fileGone ? "file_gone" : "gave_up";
}

/** The reason in words; a reason stored before these codes existed (English text) reads as the generic one. */
export function describeRegistryFailure(locale: Locale, failure: string | null): string | null {
  if (failure === null) return null;
  const colon = failure.indexOf(":");
  const code = colon === -1 ? failure : failure.slice(0, colon);
  const detail = colon === -1 ? "" : failure.slice(colon + 1);
  const known = (REGISTRY_FAILURES as readonly string[]).includes(code) ? (code as RegistryFailure) : "other";
  return translate(locale, KEYS[known], { columns: detail });
}

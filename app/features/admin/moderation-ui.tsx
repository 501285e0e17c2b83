import type { ReactNode } from "react";
import { Link } from "~/components/link.tsx";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import type { FormState } from "@domain/form-state.ts";

/** An admin action's answer: the FormState of one of several forms on the page, named by `target`. */
export type AdminFormState = FormState & { target?: string };

/** The answer's message above the form it belongs to (or above the page for a notice). */
export function ActionMessage({
  state,
  target,
  id,
}: {
  state: AdminFormState | undefined;
  target: string;
  id: string;
}) {
  if (!state || state.target !== target) return null;
  if (state.formError) {
    return (
      <FormMessage kind="error" id={id}>
        {state.formError}
      </FormMessage>
    );
  }
  return state.notice ? (
    <FormMessage kind="success" id={id}>
      {state.notice}
    </FormMessage>
  ) : null;
}

/** A field's error and typed-back value, when the answer is about this form. */
export function fieldOf(state: AdminFormState | undefined, target: string, name: string) {
  const mine = state?.target === target && !state.notice;
  return { error: mine ? state?.fields?.[name] : undefined, value: mine ? state?.values?.[name] : undefined };
}

/** A sortable column header: a link that sorts by it, with aria-sort on the current one. */
export function SortHeader({
  label,
  href,
  active,
  dir,
  sortLabel,
}: {
  label: string;
  href: string;
  active: boolean;
  dir: "asc" | "desc";
  sortLabel: string;
}) {
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined} className="p-2">
      <Link to={href} className="link inline-flex min-h-11 items-center gap-1" aria-label={sortLabel}>
        {label}
        {active ? <span aria-hidden="true">{dir === "asc" ? "▲" : "▼"}</span> : null}
      </Link>
    </th>
  );
}

/** A small card around one queue item. */
export function QueueItem({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </li>
  );
}

import { CircleAlert, CircleCheck } from "~/components/icons.tsx";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { cn } from "~/lib/cn.ts";
import type { FormState } from "@domain/form-state.ts";

/** The frame of an account page: one heading, an introduction and a card holding the form. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="page-container max-w-lg py-10 focus:outline-none sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="mt-2 text-fg-muted">{intro}</p> : null}
      <Card className="mt-6 p-5 sm:p-6">{children}</Card>
    </main>
  );
}

/** A message above the form: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children, id }: { kind: "error" | "success"; children: ReactNode; id?: string }) {
  const Icon = kind === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={kind === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={cn(
        "mb-5 flex items-start gap-2 rounded-lg border px-3 py-2.5 text-base font-medium focus:outline-none",
        kind === "error" ? "border-danger bg-danger-soft text-fg" : "border-success bg-success-soft text-fg",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-5 shrink-0", kind === "error" ? "text-danger" : "text-success")}
      />
      <p>{children}</p>
    </div>
  );
}

/**
 * After a failed submission (with JavaScript), moves focus to the first field with an error,
 * else to the form's message, so keyboard and screen-reader users land on what to fix.
 */
export function useFocusOnError(state: FormState | undefined, formMessageId: string) {
  const formRef = useRef<HTMLFormElement>(null);
  // The answer this page was served with (a post sent before the scripts ran) has been on screen
  // since the first paint, and the page hydrates whenever its scripts arrive: by then the visitor
  // may be typing in a field, and focus() would pull the caret out of it (into a field whose caret
  // sits at its start). So for that answer focus moves only if it is still nowhere, and password
  // fields, never typed back by the server, hold only what was typed since: they are left alone.
  const hydrated = useHydrated();
  const served = useRef(hydrated ? undefined : state);
  useEffect(() => {
    if (!state?.formError && !state?.fields) return;
    const form = formRef.current;
    if (state === served.current) {
      if (document.activeElement && document.activeElement !== document.body) return;
    } else {
      // Passwords are never typed back, with or without JavaScript.
      form?.querySelectorAll<HTMLInputElement>("input[type='password']").forEach((input) => (input.value = ""));
    }
    const firstInvalid = form?.querySelector<HTMLElement>("[aria-invalid='true']");
    const target = firstInvalid ?? document.getElementById(formMessageId);
    target?.focus();
  }, [state, formMessageId]);
  return formRef;
}

/** The submit button; shows the pending label while the form is being sent. */
export function SubmitButton({ children, pendingLabel }: { children: ReactNode; pendingLabel: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <button type="submit" aria-disabled={pending || undefined} className={buttonClasses({ className: "w-full" })}>
      {pending ? pendingLabel : children}
    </button>
  );
}

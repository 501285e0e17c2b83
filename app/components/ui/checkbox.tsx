import { Check } from "lucide-react";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type" | "children"> {
  label: ReactNode;
  description?: ReactNode;
}

/**
 * A native checkbox, restyled: it submits name=value in plain HTML forms and keeps the
 * browser's own keyboard and screen-reader behaviour. The whole row is the click target.
 */
export function Checkbox({ id, label, description, className, ...props }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <span className="relative mt-0.5 flex size-6 shrink-0 items-center justify-center">
        <input
          id={inputId}
          type="checkbox"
          aria-describedby={descriptionId}
          className={cn(
            "peer size-5 cursor-pointer appearance-none rounded-sm border-2 border-border-strong bg-surface transition-colors",
            "checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60",
          )}
          {...props}
        />
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute size-3.5 text-primary-fg opacity-0 peer-checked:opacity-100"
        />
      </span>
      <span className="flex min-w-0 flex-col">
        <label htmlFor={inputId} className="cursor-pointer text-base leading-6 text-fg">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="text-sm text-fg-muted">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
